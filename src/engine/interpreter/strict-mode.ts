// Set-StrictMode (about_Set-StrictMode; PowerShell's ExecutionContext.IsStrictVersion and its binders): the version
// set in a scope holds there and in its child scopes until one sets another. The checks run only on the paths that
// would otherwise give $null, so code outside strict mode pays nothing:
// - 1: reading a variable never set is an error (`$x` alone in a string is still allowed);
// - 2: also in strings, and reading a property an object does not have ($null.Count and 5.Count included);
// - 3: also an array index outside the array.
import { runtimeError, type TerminatingError } from '../errors/error-record.js';
import type { Frame } from './frame.js';

/** The strict-mode version in force where `f` runs: 0 when off. */
export function strictVersion(f: Frame): number {
  for (let s: Frame['scope'] | null = f.scope; s !== null; s = s.parent) if (s.strictMode !== undefined) return s.strictMode;
  return 0;
}

export function variableNotSet(name: string): TerminatingError {
  return runtimeError(`The variable '$${name}' cannot be retrieved because it has not been set.`, 'VariableIsUndefined', 'InvalidOperation');
}

export function propertyNotFoundStrict(name: string): TerminatingError {
  return runtimeError(`The property '${name}' cannot be found on this object. Verify that the property exists.`, 'PropertyNotFoundStrict',
    'InvalidOperation', 'System.Management.Automation.PropertyNotFoundException');
}

export function indexOutOfRange(): TerminatingError {
  return runtimeError('Index was outside the bounds of the array.', 'System.IndexOutOfRangeException', 'OperationStopped', 'System.IndexOutOfRangeException');
}
