// Error records that cmdlets write (ctx.writeError) or throw (ctx.throwTerminating), with PowerShell's ids:
// FullyQualifiedErrorId `<Id>,Microsoft.PowerShell.Commands.<Name>Command`.
import { ErrorRecord, PSException } from '../errors/error-record.js';
import type { ErrorCategory } from '../errors/error-record.js';
import { cmdletClassName } from './binding-errors.js';

/**
 * A parameter svc takes but cannot honour yet: a clear statement-terminating error rather than a parameter accepted
 * and ignored (docs/commands.md, "Parameters svc refuses").
 */
export function unsupportedParameter(commandName: string, parameterName: string, why: string): ErrorRecord {
  return cmdletError(commandName, `The -${parameterName} parameter of ${commandName} is not supported by svc: ${why}`, 'ParameterNotSupported', 'NotImplemented', null, 'System.NotSupportedException');
}

export function cmdletError(
  commandName: string, message: string, id: string, category: ErrorCategory = 'InvalidArgument',
  targetObject: unknown = null, exceptionType = 'System.ArgumentException',
): ErrorRecord {
  return new ErrorRecord(new PSException(exceptionType, message, null), `${id},${cmdletClassName(commandName)}`, category, targetObject);
}
