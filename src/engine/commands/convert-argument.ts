// Argument conversion for the binder (about_Parameters: "the binder converts each argument to the parameter's type").
// Scalars go through the values module's conversion rules (LanguagePrimitives in PowerShell); the binder adds its own
// rules on top: arrays wrap scalars, switches and [bool] accept only booleans and numbers, script blocks never come
// from strings, 'object' takes anything as is.
import type { ParameterType } from './declaration.js';
import { PSChar, PSDateTime, PSHashtable, PSTimeSpan, ScriptBlockValue } from '../values/types.js';
import { convertScalar } from './convert-scalar.js';
import type { Host } from '../host.js';
import { isNumeric, numberOf, PSSwitch, toStringValue, typeNameOf } from '../values/index.js';

/** The .NET type names PowerShell prints in binding messages. */
const DOTNET: Record<string, string> = {
  object: 'System.Object', string: 'System.String', int: 'System.Int32', long: 'System.Int64', double: 'System.Double',
  bool: 'System.Boolean', switch: 'System.Management.Automation.SwitchParameter', char: 'System.Char',
  scriptblock: 'System.Management.Automation.ScriptBlock', hashtable: 'System.Collections.Hashtable',
  datetime: 'System.DateTime', timespan: 'System.TimeSpan', byte: 'System.Byte',
};

export function dotNetTypeName(type: ParameterType): string {
  const element = type.endsWith('[]') ? type.slice(0, -2) : type;
  const name = DOTNET[element] ?? element;
  return type.endsWith('[]') ? name + '[]' : name;
}

/** The short name Get-Help's SYNTAX shows: <string>, <int[]>, <scriptblock>, <datetime>. */
export function syntaxTypeName(type: ParameterType): string {
  return type === 'object' ? 'Object' : type === 'object[]' ? 'Object[]' : type;
}

/** Thrown when a value cannot be converted; `reason` reads like PowerShell's inner message. */
export class ConversionFailure {
  constructor(public readonly reason: string, public readonly boolOnly = false) {}
}

/** True when the value already has the type (PowerShell's first pipeline-binding pass, "without coercion"). */
export function hasType(value: unknown, type: ParameterType): boolean {
  if (type.endsWith('[]')) {
    const element = type.slice(0, -2) as ParameterType;
    return Array.isArray(value) ? value.every((v) => hasType(v, element)) : hasType(value, element);
  }
  switch (type) {
    case 'object': return true;
    case 'string': return typeof value === 'string';
    case 'int': return typeof value === 'number' && (value | 0) === value;
    case 'long': return typeNameOf(value) === 'System.Int64';
    case 'double': return typeNameOf(value) === 'System.Double';
    case 'bool': case 'switch': return typeof value === 'boolean';
    case 'scriptblock': return value instanceof ScriptBlockValue;
    case 'hashtable': return value instanceof PSHashtable;
    case 'datetime': return value instanceof PSDateTime;
    case 'timespan': return value instanceof PSTimeSpan;
    case 'char': return value instanceof PSChar;
    default: return false;
  }
}

/** Converts an argument to the parameter type, or throws ConversionFailure. */
export function convertArgument(value: unknown, type: ParameterType, host: Host | null = null): unknown {
  if (type === 'byte[]') return convertScalar(value, type);
  if (type.endsWith('[]')) return (value === null || value === undefined) && type !== 'object[]' ? null : convertArray(value, type.slice(0, -2), host);
  switch (type) {
    case 'object': return value;
    case 'switch': case 'bool': return convertBool(value);
    case 'scriptblock': return convertScriptBlock(value);
    // A string to a [string] parameter is itself (the most common binding: Write-Error 'x', Write-Output 'x').
    case 'string': return typeof value === 'string' ? value : convertScalar(value, type, host);
    default: return convertScalar(value, type, host);
  }
}

function convertArray(value: unknown, element: string, host: Host | null): unknown[] {
  const items = Array.isArray(value) ? value : value instanceof Uint8Array ? [...value] : [value];
  if (element === 'object') return Array.isArray(value) ? value : [value];
  return items.map((v) => convertArgument(v, element as ParameterType, host));
}

// about_Parameters: Boolean parameters accept only Boolean values and numbers.
function convertBool(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (value === null || value === undefined) return false;
  if (value instanceof PSSwitch) return value.isPresent;
  if (isNumeric(value)) return numberOf(value) !== 0;
  throw new ConversionFailure(typeLabel(value), true);
}

/** $null stays $null, as PowerShell's binder leaves it for a reference type (a mandatory parameter then refuses it). */
function convertScriptBlock(value: unknown): ScriptBlockValue | null {
  if (value instanceof ScriptBlockValue || value === null || value === undefined) return value ?? null;
  throw new ConversionFailure(
    `Cannot convert the "${value == null ? '' : toStringValue(value)}" value of type "${typeLabel(value)}" to type "System.Management.Automation.ScriptBlock".`);
}

/** A value's .NET type name for messages. */
function typeLabel(value: unknown): string {
  return value === null || value === undefined ? 'null' : typeNameOf(value);
}
