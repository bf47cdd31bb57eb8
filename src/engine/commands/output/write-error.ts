// Write-Error: writes a non-terminating error (about_Error_Handling). Its record carries a WriteErrorException and the
// FullyQualifiedErrorId Microsoft.PowerShell.Commands.WriteErrorException, or the -ErrorId given, as PowerShell 7.
import { type CommandContext, defineCommand, parameterList, type ParamsOf } from '../declaration.js';
import { ERROR_CATEGORIES, ErrorRecord, PSException } from '../../errors/error-record.js';
import type { ErrorCategory } from '../../errors/error-record.js';
import { toStringValue } from '../../values/index.js';

export { ERROR_CATEGORIES };

const WRITE_ERROR_EXCEPTION = 'Microsoft.PowerShell.Commands.WriteErrorException';
const DETAIL_SETS = ['NoException', 'WithException'];

const PARAMETERS = parameterList([
  { name: 'Message', type: 'string', position: 0, mandatory: true, mandatorySets: ['NoException'], allowNull: true, allowEmptyString: true, valueFromPipeline: true, aliases: ['Msg'], parameterSets: ['NoException', 'WithException'],
    help: 'The text of the error; with -Exception, the ErrorDetails message shown instead of the exception\'s.' },
  { name: 'Exception', type: 'object', mandatory: true, parameterSets: ['WithException'], help: 'An exception object to report (its message is the error text).' },
  { name: 'ErrorRecord', type: 'object', mandatory: true, parameterSets: ['ErrorRecord'], help: 'An existing error record to write again.' },
  { name: 'Category', type: 'string', validateSet: ERROR_CATEGORIES, parameterSets: DETAIL_SETS, help: 'The error category (NotSpecified by default).' },
  { name: 'ErrorId', type: 'string', parameterSets: DETAIL_SETS, help: 'An id for the error; it becomes the FullyQualifiedErrorId.' },
  { name: 'TargetObject', type: 'object', parameterSets: DETAIL_SETS, help: 'The object that was being processed.' },
  { name: 'RecommendedAction', type: 'string', help: 'What the user should do about it: the record\'s ErrorDetails.RecommendedAction.' },
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
    { code: 'Write-Error "Whoa!"', remarks: 'Writes the error "Whoa!" and carries on.', output: 'Write-Error: Whoa!' },
    { code: "Write-Error -Message 'No such user' -Category ObjectNotFound -ErrorId UserNotFound -TargetObject 42",
      remarks: 'Writes an error with its category, id and target.',
      output: 'Write-Error: No such user' },
    { code: "try { Write-Error 'bad' -ErrorAction Stop } catch { $_.Exception.Message }", remarks: 'Under Stop the error can be caught.',
      output: 'bad' },
  ],
  process(ctx) {
    ctx.writeError(buildRecord(ctx));
  },
});

/**
 * PowerShell's WriteOrThrowErrorCommand.ProcessRecord: -ErrorRecord writes a copy; -Exception keeps the exception and
 * its type name is the default id, a -Message with it becoming ErrorDetails; -Message alone makes a
 * WriteErrorException. -RecommendedAction fills ErrorDetails (its message the record's text when none was set), and
 * each non-empty -Category* parameter replaces that CategoryInfo field.
 */
function buildRecord(ctx: Context): ErrorRecord {
  const p = ctx.params;
  const record = ctx.bound.has('ErrorRecord') && p.ErrorRecord instanceof ErrorRecord ? copyRecord(p.ErrorRecord) : newRecord(ctx);
  const action = p.RecommendedAction as string | undefined;
  if (action) {
    record.errorDetails ??= record.toString();
    record.recommendedAction = action;
  }
  const overrides = categoryOverrides(ctx);
  if (overrides) record.categoryOverrides = { ...record.categoryOverrides, ...overrides };
  return record;
}

function newRecord(ctx: Context): ErrorRecord {
  const p = ctx.params;
  const message = p.Message as string | undefined;
  const withException = ctx.bound.has('Exception');
  const exception = withException ? toException(p.Exception) : new PSException(WRITE_ERROR_EXCEPTION, message ?? '', null);
  const id = (p.ErrorId as string | undefined) || exception.typeName;
  const record = new ErrorRecord(exception, id, canonicalCategory(p.Category as string | undefined), p.TargetObject ?? null);
  if (withException && message) record.errorDetails = message;
  return record;
}

/** ErrorRecord's copy constructor: the same exception, id, category and target, details and CategoryInfo fields. */
function copyRecord(r: ErrorRecord): ErrorRecord {
  const copy = new ErrorRecord(r.exception, r.fullyQualifiedErrorId, r.category, r.targetObject);
  copy.errorDetails = r.errorDetails;
  copy.recommendedAction = r.recommendedAction;
  copy.categoryOverrides = r.categoryOverrides;
  return copy;
}

/** -CategoryActivity, -CategoryReason, -CategoryTargetName, -CategoryTargetType replace those CategoryInfo fields when not empty. */
function categoryOverrides(ctx: Context): ErrorRecord['categoryOverrides'] {
  const fields = [['activity', 'CategoryActivity'], ['reason', 'CategoryReason'], ['targetName', 'CategoryTargetName'], ['targetType', 'CategoryTargetType']] as const;
  const given = fields.filter(([, param]) => ctx.bound.has(param) && ctx.params[param]);
  if (given.length === 0) return null;
  return Object.fromEntries(given.map(([field, param]) => [field, ctx.params[param] as string])) as ErrorRecord['categoryOverrides'];
}

function toException(value: unknown): PSException {
  if (value instanceof PSException) return value;
  if (value instanceof ErrorRecord) return value.exception;
  return new PSException('System.Exception', toStringValue(value));
}

function canonicalCategory(value: string | undefined): ErrorCategory {
  if (!value) return 'NotSpecified';
  return ERROR_CATEGORIES.find((c) => c.toLowerCase() === value.toLowerCase()) ?? 'NotSpecified';
}
