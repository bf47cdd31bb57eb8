// Errors are data (about_Error_Handling, System.Management.Automation.ErrorRecord). An ErrorRecord renders the same
// in the shell and in an HTTP body; `toData()` is the copy that crosses the sandbox edge.

/** PowerShell's ErrorCategory names (the ones svc uses). */
export type ErrorCategory =
  | 'NotSpecified' | 'OpenError' | 'CloseError' | 'DeviceError' | 'DeadlockDetected' | 'InvalidArgument'
  | 'InvalidData' | 'InvalidOperation' | 'InvalidResult' | 'InvalidType' | 'MetadataError' | 'NotImplemented'
  | 'NotInstalled' | 'ObjectNotFound' | 'OperationStopped' | 'OperationTimeout' | 'SyntaxError' | 'ParserError'
  | 'PermissionDenied' | 'ResourceBusy' | 'ResourceExists' | 'ResourceUnavailable' | 'ReadError' | 'WriteError'
  | 'FromStdErr' | 'SecurityError' | 'ProtocolError' | 'ConnectionError' | 'AuthenticationError' | 'LimitsExceeded'
  | 'QuotaExceeded' | 'NotEnabled';

/** Every ErrorCategory name, in the enum's order (Write-Error -Category, [ErrorRecord]::new). */
export const ERROR_CATEGORIES: readonly ErrorCategory[] = [
  'NotSpecified', 'OpenError', 'CloseError', 'DeviceError', 'DeadlockDetected', 'InvalidArgument', 'InvalidData',
  'InvalidOperation', 'InvalidResult', 'InvalidType', 'MetadataError', 'NotImplemented', 'NotInstalled', 'ObjectNotFound',
  'OperationStopped', 'OperationTimeout', 'SyntaxError', 'ParserError', 'PermissionDenied', 'ResourceBusy', 'ResourceExists',
  'ResourceUnavailable', 'ReadError', 'WriteError', 'FromStdErr', 'SecurityError', 'ProtocolError', 'ConnectionError',
  'AuthenticationError', 'LimitsExceeded', 'QuotaExceeded', 'NotEnabled',
];

/**
 * An exception value ($_.Exception). `typeName` is the .NET type PowerShell would use
 * (System.Management.Automation.RuntimeException, System.DivideByZeroException, ...). Its base types are not kept
 * here: typed `catch` and `-is` read them from the one type table (src/engine/values/type-table.ts).
 */
export class PSException {
  /** Extra members a script may read, e.g. Response on a web exception. Read through the member table. */
  readonly extra = new Map<string, unknown>();
  constructor(
    public readonly typeName: string,
    public readonly message: string,
    public readonly innerException: PSException | null = null,
  ) {}
  /** The record this exception carries when it was thrown from a record (ErrorRecord property of RuntimeException). */
  errorRecord: ErrorRecord | null = null;
}

/** Where an error happened: InvocationInfo's script position. */
export interface InvocationInfo {
  /** The command that raised it (Write-Error, Get-User...), or null for an expression. */
  commandName: string | null;
  /** File path, or null for <No file>. */
  scriptName: string | null;
  scriptLineNumber: number;
  offsetInLine: number;
  /** Extent end, for the `~~~~` marker. */
  endLineNumber: number;
  endOffsetInLine: number;
  /** The full text of the line where the error happened. */
  line: string;
}

export interface CategoryInfo {
  category: ErrorCategory;
  activity: string;
  reason: string;
  targetName: string;
  targetType: string;
}

export class ErrorRecord {
  invocationInfo: InvocationInfo | null = null;
  /** ScriptStackTrace frames, innermost first: "at Get-User, <No file>: line 4". */
  scriptStackTrace: string[] = [];
  /** ErrorDetails.Message (set by Write-Error -ErrorDetails... and by the web cmdlets: the response body). */
  errorDetails: string | null = null;
  /** ErrorDetails.RecommendedAction (Write-Error -RecommendedAction); set only with errorDetails. */
  recommendedAction: string | null = null;
  /**
   * CategoryInfo fields given explicitly (Write-Error -CategoryActivity/-CategoryReason/-CategoryTargetName/
   * -CategoryTargetType); the others are derived from the record.
   */
  categoryOverrides: Partial<Omit<CategoryInfo, 'category'>> | null = null;
  constructor(
    public readonly exception: PSException,
    /** Settable: Write-Error inside a function appends ",<FunctionName>" as PowerShell does. */
    public fullyQualifiedErrorId: string,
    public readonly category: ErrorCategory = 'NotSpecified',
    public readonly targetObject: unknown = null,
  ) {}

  get message(): string { return this.exception.message; }

  get categoryInfo(): CategoryInfo {
    const typeName = this.exception.typeName;
    return {
      category: this.category,
      activity: this.invocationInfo?.commandName ?? '',
      reason: typeName.slice(typeName.lastIndexOf('.') + 1),
      targetName: this.targetObject == null ? '' : String(this.targetObject),
      targetType: this.targetObject == null ? '' : typeof this.targetObject === 'string' ? 'String' : 'Object',
      ...this.categoryOverrides,
    };
  }

  /** CategoryInfo.ToString(): `NotSpecified: (target:String) [Write-Error], WriteErrorException`. */
  categoryText(): string {
    const c = this.categoryInfo;
    return `${c.category}: (${c.targetName}:${c.targetType}) [${c.activity}], ${c.reason}`;
  }

  /**
   * How the shell shows this record: null for PowerShell 7's ConciseView; 'NormalView' for Windows PowerShell 5.1's
   * classic view (`Cmd : message`, `At line:1 char:1`, `+` marker lines, CategoryInfo, FullyQualifiedErrorId), which
   * the client cmdlets ask for under ClientEdition Desktop (docs/client.md).
   */
  errorView: 'NormalView' | null = null;

  /**
   * PowerShell's ErrorRecord(record, replaceParentContainsErrorRecordException): the same record (id, category,
   * target, position, details) carrying another exception: what a catch clause that matched an inner exception
   * sees as `$_` (docs/errors.md, "Which catch runs").
   */
  withException(exception: PSException): ErrorRecord {
    const copy = new ErrorRecord(exception, this.fullyQualifiedErrorId, this.category, this.targetObject);
    copy.invocationInfo = this.invocationInfo;
    copy.scriptStackTrace = this.scriptStackTrace;
    copy.errorDetails = this.errorDetails;
    copy.recommendedAction = this.recommendedAction;
    copy.categoryOverrides = this.categoryOverrides;
    copy.errorView = this.errorView;
    return copy;
  }

  /** ErrorRecord.ToString(): the ErrorDetails message when set, else the exception message. */
  toString(): string { return this.errorDetails ?? this.exception.message; }

  toData(): ErrorRecordData {
    const inv = this.invocationInfo;
    return {
      message: this.toString(),
      exceptionMessage: this.exception.message,
      exceptionType: this.exception.typeName,
      fullyQualifiedErrorId: this.fullyQualifiedErrorId,
      category: this.category,
      targetObject: this.targetObject == null ? null : String(this.targetObject),
      commandName: inv?.commandName ?? null,
      scriptName: inv?.scriptName ?? null,
      line: inv?.scriptLineNumber ?? 0,
      column: inv?.offsetInLine ?? 0,
      endLine: inv?.endLineNumber ?? 0,
      endColumn: inv?.endOffsetInLine ?? 0,
      lineText: inv?.line ?? '',
      scriptStackTrace: [...this.scriptStackTrace],
      categoryInfo: this.categoryText(),
      errorView: this.errorView,
    };
  }
}

/** PowerShell's PositionMessage: "At line:1 char:5" (or "At FILE:LINE char:N"), the line, and a ~~~ marker under the extent. */
export function positionMessage(i: Pick<InvocationInfo, 'scriptName' | 'scriptLineNumber' | 'offsetInLine' | 'endLineNumber' | 'endOffsetInLine' | 'line'>): string {
  const where = i.scriptName ? `${i.scriptName}:${i.scriptLineNumber}` : `line:${i.scriptLineNumber}`;
  const start = Math.max(1, i.offsetInLine);
  const end = i.endLineNumber === i.scriptLineNumber ? Math.max(i.endOffsetInLine, start + 1) : i.line.length + 1;
  return `At ${where} char:${start}\n+ ${i.line}\n+ ${' '.repeat(start - 1)}${'~'.repeat(Math.max(1, end - start))}`;
}

/** The plain-data copy of an ErrorRecord (JSON-safe): crosses the isolate edge, feeds the HTTP error body and -o json. */
export interface ErrorRecordData {
  message: string;
  exceptionMessage: string;
  exceptionType: string;
  fullyQualifiedErrorId: string;
  category: ErrorCategory;
  targetObject: string | null;
  commandName: string | null;
  scriptName: string | null;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  lineText: string;
  scriptStackTrace: string[];
  /** CategoryInfo's text (absent in records made outside an ErrorRecord, such as a parse error's). */
  categoryInfo?: string;
  /** ErrorRecord.errorView. */
  errorView?: 'NormalView' | null;
}

/**
 * The one exception class for terminating errors (STYLE.md). `scriptTerminating` is true for `throw` and for
 * errors raised under ErrorAction Stop; false for statement-terminating errors (runtime errors in expressions,
 * unknown commands, parameter binding), which end only their statement when nothing catches them.
 *
 * An Error by its prototype (`instanceof Error`, `message`, `name`) but not made by Error's constructor: a script
 * error never shows a JavaScript stack (docs/contract.md 4.5), and V8's Error constructor, even with no stack to
 * capture, costs more than the rest of raising the error (docs/http.md, "The Stop error path (c)").
 */
export class TerminatingError {
  declare readonly name: string;
  readonly message: string;
  constructor(public readonly record: ErrorRecord, public scriptTerminating = false) {
    this.message = record.toString();
    record.exception.errorRecord ??= record;
  }
}
Object.setPrototypeOf(TerminatingError.prototype, Error.prototype);

/** Shorthand for raising a runtime error from engine code that has no position (the interpreter adds it). */
export function runtimeError(
  message: string,
  errorId = 'RuntimeException',
  category: ErrorCategory = 'InvalidOperation',
  exceptionType = 'System.Management.Automation.RuntimeException',
  targetObject: unknown = null,
): TerminatingError {
  return new TerminatingError(new ErrorRecord(new PSException(exceptionType, message, null), errorId, category, targetObject));
}
