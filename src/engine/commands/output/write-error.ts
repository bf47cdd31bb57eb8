// Write-Error: writes a non-terminating error (about_Error_Handling). Its record carries a WriteErrorException and the
// FullyQualifiedErrorId Microsoft.PowerShell.Commands.WriteErrorException, or the -ErrorId given, as PowerShell 7.
import { type CommandContext, defineCommand, parameterList, type ParamsOf } from '../declaration.js';
import { ErrorRecord, PSException } from '../../errors/error-record.js';
import type { ErrorCategory } from '../../errors/error-record.js';
import { toStringValue } from '../../values/index.js';

export const ERROR_CATEGORIES: ErrorCategory[] = [
  'NotSpecified', 'OpenError', 'CloseError', 'DeviceError', 'DeadlockDetected', 'InvalidArgument', 'InvalidData',
  'InvalidOperation', 'InvalidResult', 'InvalidType', 'MetadataError', 'NotImplemented', 'NotInstalled', 'ObjectNotFound',
  'OperationStopped', 'OperationTimeout', 'SyntaxError', 'ParserError', 'PermissionDenied', 'ResourceBusy', 'ResourceExists',
  'ResourceUnavailable', 'ReadError', 'WriteError', 'FromStdErr', 'SecurityError', 'ProtocolError', 'ConnectionError',
  'AuthenticationError', 'LimitsExceeded', 'QuotaExceeded', 'NotEnabled',
];

const WRITE_ERROR_EXCEPTION = 'Microsoft.PowerShell.Commands.WriteErrorException';
const DETAIL_SETS = ['NoException', 'WithException'];

const PARAMETERS = parameterList([
  { name: 'Message', type: 'string', position: 0, mandatory: true, allowNull: true, allowEmptyString: true, valueFromPipeline: true, aliases: ['Msg'], parameterSets: ['NoException'],
    help: 'The text of the error.' },
  { name: 'Exception', type: 'object', mandatory: true, parameterSets: ['WithException'], help: 'An exception object to report (its message is the error text).' },
  { name: 'ErrorRecord', type: 'object', mandatory: true, parameterSets: ['ErrorRecord'], help: 'An existing error record to write again.' },
  { name: 'Category', type: 'string', validateSet: ERROR_CATEGORIES, parameterSets: DETAIL_SETS, help: 'The error category (NotSpecified by default).' },
  { name: 'ErrorId', type: 'string', parameterSets: DETAIL_SETS, help: 'An id for the error; it becomes the FullyQualifiedErrorId.' },
  { name: 'TargetObject', type: 'object', parameterSets: DETAIL_SETS, help: 'The object that was being processed.' },
  { name: 'RecommendedAction', type: 'string', help: 'What the user should do about it (accepted; shown nowhere).' },
  { name: 'CategoryActivity', type: 'string', aliases: ['Activity'], help: 'The CategoryInfo.Activity to show instead of the command name.' },
  { name: 'CategoryReason', type: 'string', aliases: ['Reason'], help: 'The CategoryInfo.Reason to show instead of the exception type.' },
  { name: 'CategoryTargetName', type: 'string', aliases: ['TargetName'], help: 'The CategoryInfo.TargetName to show instead of the target object.' },
  { name: 'CategoryTargetType', type: 'string', aliases: ['TargetType'], help: 'The CategoryInfo.TargetType to show instead of the target\'s type.' },
]);
/** The context of this command's blocks, its params typed from PARAMETERS. */
type Context = CommandContext<ParamsOf<typeof PARAMETERS>>;

export const writeError = defineCommand({
  name: 'Write-Error',
  synopsis: 'Writes an object to the error stream.',
  description: 'Writes a non-terminating error. What happens next follows -ErrorAction or $ErrorActionPreference: '
    + 'Continue shows it and goes on, SilentlyContinue records it in $Error only, Ignore drops it, Stop turns it into a terminating error.',
  defaultParameterSet: 'NoException',
  parameters: PARAMETERS,
  examples: [
    { code: 'Write-Error "Whoa!"', remarks: 'Writes the error "Whoa!" and carries on.' },
    { code: "Write-Error -Message 'No such user' -Category ObjectNotFound -ErrorId UserNotFound -TargetObject 42",
      remarks: 'Writes an error with its category, id and target.' },
    { code: "try { Write-Error 'bad' -ErrorAction Stop } catch { $_.Exception.Message }", remarks: 'Under Stop the error can be caught.' },
  ],
  process(ctx) {
    ctx.writeError(buildRecord(ctx));
  },
});

function buildRecord(ctx: Context): ErrorRecord {
  const p = ctx.params;
  if (ctx.bound.has('ErrorRecord') && p.ErrorRecord instanceof ErrorRecord) return p.ErrorRecord;
  const category = canonicalCategory(p.Category as string | undefined);
  const exception = ctx.bound.has('Exception') ? toException(p.Exception, p.Message as string | undefined)
    : new PSException(WRITE_ERROR_EXCEPTION, (p.Message as string | undefined) ?? '', null);
  const id = (p.ErrorId as string | undefined) || (ctx.bound.has('Exception') ? exception.typeName : WRITE_ERROR_EXCEPTION);
  const record = new ErrorRecord(exception, id, category, p.TargetObject ?? null);
  record.categoryOverrides = categoryOverrides(ctx);
  return record;
}

/** -CategoryActivity, -CategoryReason, -CategoryTargetName, -CategoryTargetType replace those CategoryInfo fields. */
function categoryOverrides(ctx: Context): ErrorRecord['categoryOverrides'] {
  const fields = [['activity', 'CategoryActivity'], ['reason', 'CategoryReason'], ['targetName', 'CategoryTargetName'], ['targetType', 'CategoryTargetType']] as const;
  const given = fields.filter(([, param]) => ctx.bound.has(param));
  if (given.length === 0) return null;
  return Object.fromEntries(given.map(([field, param]) => [field, (ctx.params[param] as string | undefined) ?? ''])) as ErrorRecord['categoryOverrides'];
}

function toException(value: unknown, message: string | undefined): PSException {
  if (value instanceof PSException) {
    return message ? new PSException(value.typeName, message, value.innerException) : value;
  }
  if (value instanceof ErrorRecord) return value.exception;
  return new PSException('System.Exception', message ?? toStringValue(value));
}

function canonicalCategory(value: string | undefined): ErrorCategory {
  if (!value) return 'NotSpecified';
  return ERROR_CATEGORIES.find((c) => c.toLowerCase() === value.toLowerCase()) ?? 'NotSpecified';
}
