// Error records that cmdlets write (ctx.writeError) or throw (ctx.throwTerminating), with PowerShell's ids:
// FullyQualifiedErrorId `<Id>,Microsoft.PowerShell.Commands.<Name>Command`.
import { ErrorRecord, PSException } from '../errors/error-record.js';
import type { ErrorCategory } from '../errors/error-record.js';
import { cmdletClassName } from './binding-errors.js';

export function cmdletError(
  commandName: string, message: string, id: string, category: ErrorCategory = 'InvalidArgument',
  targetObject: unknown = null, exceptionType = 'System.ArgumentException',
): ErrorRecord {
  return new ErrorRecord(new PSException(exceptionType, message, null), `${id},${cmdletClassName(commandName)}`, category, targetObject);
}
