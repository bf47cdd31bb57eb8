// Members of ErrorRecord, exceptions, CategoryInfo and InvocationInfo (about_Error_Handling, about_Automatic_Variables:
// $_ in catch): $_.Exception.Message, $_.FullyQualifiedErrorId, $_.CategoryInfo.Reason, $_.InvocationInfo.Line...
import { ERROR_CATEGORIES, ErrorRecord, PSException, positionMessage, type InvocationInfo } from '../errors/error-record.js';
import { staticAdder, type StaticMembers } from './static-members.js';
import { toStringValue } from './to-string.js';
import { methodException } from './value-errors.js';
import { tableAdder, type MemberTable } from './member-registry.js';
import { PSObject } from './types.js';

/** This module's member tables, in order (installed by installMemberTables, member-tables.ts). */
export const errorMembers: MemberTable[] = [];
const add = tableAdder(errorMembers);

/** $_.CategoryInfo (System.Management.Automation.ErrorCategoryInfo). */
export class CategoryInfoValue {
  constructor(public readonly record: ErrorRecord) {}
}

/** $_.InvocationInfo (System.Management.Automation.InvocationInfo). */
export class InvocationInfoValue {
  constructor(public readonly info: InvocationInfo) {}
}

/** PowerShell's PositionMessage and CategoryInfo text: owned by the error record module, re-exported here. */
export { positionMessage } from '../errors/error-record.js';
export const categoryString = (r: ErrorRecord): string => r.categoryText();

add(ErrorRecord, {
  properties: {
    Exception: (r: ErrorRecord) => r.exception,
    FullyQualifiedErrorId: (r: ErrorRecord) => r.fullyQualifiedErrorId,
    CategoryInfo: (r: ErrorRecord) => new CategoryInfoValue(r),
    TargetObject: (r: ErrorRecord) => r.targetObject,
    InvocationInfo: (r: ErrorRecord) => (r.invocationInfo ? new InvocationInfoValue(r.invocationInfo) : null),
    ScriptStackTrace: (r: ErrorRecord) => r.scriptStackTrace.join('\n'),
    ErrorDetails: (r: ErrorRecord) => (r.errorDetails === null ? null
      : PSObject.from([['Message', r.errorDetails], ['RecommendedAction', r.recommendedAction ?? '']], ['System.Management.Automation.ErrorDetails', 'System.Object'])),
    PipelineIterationInfo: () => [],
  },
  methods: {
    ToString: (r: ErrorRecord) => r.toString(),
  },
});

add(CategoryInfoValue, {
  typeName: 'System.Management.Automation.ErrorCategoryInfo',
  properties: {
    Category: (c: CategoryInfoValue) => c.record.categoryInfo.category,
    Activity: (c: CategoryInfoValue) => c.record.categoryInfo.activity,
    Reason: (c: CategoryInfoValue) => c.record.categoryInfo.reason,
    TargetName: (c: CategoryInfoValue) => c.record.categoryInfo.targetName,
    TargetType: (c: CategoryInfoValue) => c.record.categoryInfo.targetType,
  },
  methods: { ToString: (c: CategoryInfoValue) => categoryString(c.record), GetMessage: (c: CategoryInfoValue) => categoryString(c.record) },
  toString: (c: CategoryInfoValue) => categoryString(c.record),
});

add(InvocationInfoValue, {
  typeName: 'System.Management.Automation.InvocationInfo',
  properties: {
    ScriptLineNumber: (v: InvocationInfoValue) => v.info.scriptLineNumber,
    OffsetInLine: (v: InvocationInfoValue) => v.info.offsetInLine,
    Line: (v: InvocationInfoValue) => v.info.line,
    ScriptName: (v: InvocationInfoValue) => v.info.scriptName ?? '',
    PSCommandPath: (v: InvocationInfoValue) => v.info.scriptName,
    InvocationName: (v: InvocationInfoValue) => v.info.commandName ?? '',
    MyCommand: (v: InvocationInfoValue) => (v.info.commandName === null ? null
      : PSObject.from([['Name', v.info.commandName], ['CommandType', 'Cmdlet']], ['System.Management.Automation.CommandInfo', 'System.Object'])),
    PositionMessage: (v: InvocationInfoValue) => positionMessage(v.info),
    Statement: (v: InvocationInfoValue) => v.info.line.slice(Math.max(0, v.info.offsetInLine - 1),
      v.info.endLineNumber === v.info.scriptLineNumber ? v.info.endOffsetInLine - 1 : undefined),
  },
  toString: () => 'System.Management.Automation.InvocationInfo',
});

/** Exception.HResult: the .NET code of the exception's type (System.Exception's and SystemException's when unlisted). */
const HRESULTS: Record<string, number> = {
  'System.Exception': -2146233088,
  'System.DivideByZeroException': -2147352558,
  'System.ArgumentException': -2147024809,
  'System.ArgumentNullException': -2147467261,
  'System.ArgumentOutOfRangeException': -2146233086,
  'System.InvalidOperationException': -2146233079,
  'System.FormatException': -2146233033,
  'System.NotSupportedException': -2146233067,
  'System.Management.Automation.PSInvalidCastException': -2147467262,
  'System.InvalidCastException': -2147467262,
};

export function hresultOf(e: PSException): number {
  return HRESULTS[e.typeName] ?? -2146233087;
}

function innermost(e: PSException): PSException {
  let cur = e;
  while (cur.innerException) cur = cur.innerException;
  return cur;
}

add(PSException, {
  properties: {
    Message: (e: PSException) => e.message,
    InnerException: (e: PSException) => e.innerException,
    ErrorRecord: (e: PSException) => e.errorRecord,
    Source: () => null,
    StackTrace: () => null,
    HResult: (e: PSException) => hresultOf(e),
    Data: () => [],
    WasThrownFromThrowStatement: (e: PSException) => e.errorRecord !== null && e.typeName === 'System.Management.Automation.RuntimeException',
  },
  methods: {
    ToString: (e: PSException) => `${e.typeName}: ${e.message}`,
    GetBaseException: (e: PSException) => innermost(e),
  },
});

/** `[System.Management.Automation.ErrorRecord]::new(exception, errorId, category, targetObject)`, or (record, exception). */
export const errorStatics: StaticMembers[] = [];
staticAdder(errorStatics)('System.Management.Automation.ErrorRecord', {
  methods: {
    new: (a) => {
      if (a.length === 2 && a[0] instanceof ErrorRecord && a[1] instanceof PSException) {
        const r = a[0];
        const copy = new ErrorRecord(a[1], r.fullyQualifiedErrorId, r.category, r.targetObject);
        copy.errorDetails = r.errorDetails;
        return copy;
      }
      if (a.length !== 4 || !(a[0] instanceof PSException)) {
        throw methodException('new', a.length, 'System.Management.Automation.MethodException', `Cannot find an overload for "new" and the argument count: "${a.length}".`);
      }
      const name = toStringValue(a[2] ?? 'NotSpecified').toLowerCase();
      const category = ERROR_CATEGORIES.find((c) => c.toLowerCase() === name);
      if (category === undefined) {
        throw methodException('new', a.length, 'System.Management.Automation.PSInvalidCastException', `Cannot convert argument "errorCategory", with value: "${toStringValue(a[2])}", for "ErrorRecord" to type "System.Management.Automation.ErrorCategory".`);
      }
      return new ErrorRecord(a[0], a[1] === null || a[1] === undefined ? '' : toStringValue(a[1]), category, a[3] ?? null);
    },
  },
});
