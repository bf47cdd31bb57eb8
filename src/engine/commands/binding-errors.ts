// The parameter binder's errors, with PowerShell's ids and messages (about_Parameters, about_Parameter_Sets).
// All are ParameterBindingException records, category InvalidArgument, FullyQualifiedErrorId `<Id>,<Command>`
// where <Command> is the cmdlet's class name (Microsoft.PowerShell.Commands.WriteOutputCommand) or a function's name.
import { ErrorRecord, PSException, TerminatingError } from '../errors/error-record.js';
import type { ErrorCategory } from '../errors/error-record.js';
import type { Host } from '../host.js';
import type { ScriptBlockValue } from '../values/types.js';

const BINDING_EXCEPTION = 'System.Management.Automation.ParameterBindingException';

/** Who is being bound: the name used in error ids. */
export interface BindingTarget {
  /** `Microsoft.PowerShell.Commands.WriteOutputCommand` for a cmdlet, the function's name for a function. */
  errorIdSuffix: string;
  /** Function parameters report conversion failures as "argument transformation" errors, as PowerShell does. */
  isFunction: boolean;
  /** The session's host: conversions to DateTime need its time zone. */
  host?: Host | null;
  /** An advanced function: its [string] parameters refuse arrays instead of joining them (see parameter-binder.ts). */
  advanced?: boolean;
  /** Runs a [ValidateScript()] block with `$_` set to the value and returns its output (the interpreter's power). */
  invoke?: ((block: ScriptBlockValue, dollarUnder: unknown) => unknown[]) | null;
}

/**
 * PowerShell's cmdlet class name: Write-Output -> Microsoft.PowerShell.Commands.WriteOutputCommand. Every cmdlet call's
 * binding names it (for the ids of errors it may raise), so each name is made once.
 */
export function cmdletClassName(commandName: string): string {
  let name = classNames.get(commandName);
  if (name === undefined) {
    name = `Microsoft.PowerShell.Commands.${commandName.replace(/-/g, '')}Command`;
    // Cmdlet names are the registry's and the modules' (a few hundred); the bound only guards against the unforeseen.
    if (classNames.size >= 4096) classNames.clear();
    classNames.set(commandName, name);
  }
  return name;
}
const classNames = new Map<string, string>();

export function bindingRecord(target: BindingTarget, id: string, message: string, category: ErrorCategory = 'InvalidArgument', targetObject: unknown = null): ErrorRecord {
  const exception = new PSException(BINDING_EXCEPTION, message, null);
  return new ErrorRecord(exception, `${id},${target.errorIdSuffix}`, category, targetObject);
}

export function bindingError(target: BindingTarget, id: string, message: string, targetObject: unknown = null): TerminatingError {
  return new TerminatingError(bindingRecord(target, id, message, 'InvalidArgument', targetObject));
}

export const messages = {
  namedNotFound: (name: string) => `A parameter cannot be found that matches parameter name '${name}'.`,
  ambiguous: (name: string, matches: string[]) =>
    `Parameter cannot be processed because the parameter name '${name}' is ambiguous. Possible matches include: ${matches.map((m) => '-' + m).join(' ')}.`,
  ambiguousPositional: () => 'Cannot bind positional parameters because no names were given.',
  positionalNotFound: (arg: string) => `A positional parameter cannot be found that accepts argument '${arg}'.`,
  alreadyBound: (name: string) =>
    `Cannot bind parameter because parameter '${name}' is specified more than once. To provide multiple values to parameters that can accept multiple values, use the array syntax. For example, "-parameter value1,value2,value3".`,
  missingArgument: (name: string, typeName: string) => `Missing an argument for parameter '${name}'. Specify a parameter of type '${typeName}' and try again.`,
  missingMandatory: (names: string[]) => `Cannot process command because of one or more missing mandatory parameters: ${names.join(' ')}.`,
  ambiguousSet: () =>
    'Parameter set cannot be resolved using the specified named parameters. One or more parameters issued cannot be used together or an insufficient number of parameters were provided.',
  inputNotBound: () =>
    'The input object cannot be bound to any parameters for the command either because the command does not take pipeline input or the input and its properties do not match any of the parameters that take pipeline input.',
  cannotBind: (name: string, inner: string) => `Cannot bind parameter '${name}'. ${inner}`,
  transformation: (name: string, inner: string) => `Cannot process argument transformation on parameter '${name}'. ${inner}`,
  belowRangeText: (value: string, min: number) =>
    `The ${value} argument is less than the minimum allowed range of ${min}. Supply an argument that is greater than or equal to ${min} and then try the command again.`,
  aboveRangeText: (value: string, max: number) =>
    `The ${value} argument is greater than the maximum allowed range of ${max}. Supply an argument that is less than or equal to ${max} and then try the command again.`,
  nullNotAllowed: (name: string) => `Cannot bind argument to parameter '${name}' because it is null.`,
  emptyStringNotAllowed: (name: string) => `Cannot bind argument to parameter '${name}' because it is an empty string.`,
  emptyArrayNotAllowed: (name: string) => `Cannot bind argument to parameter '${name}' because it is an empty array.`,
  boolOnly: (name: string, valueType: string, targetType: string) =>
    `Cannot process argument transformation on parameter '${name}'. Cannot convert value "${valueType}" to type "${targetType}". Boolean parameters accept only Boolean values and numbers, such as $True, $False, 1 or 0.`,
};
