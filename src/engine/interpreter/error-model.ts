// The error model (about_Error_Handling... as PowerShell 7 does it: about_Preference_Variables, about_CommonParameters,
// about_Try_Catch_Finally, about_Trap, about_Automatic_Variables). One function applies an ErrorAction to a
// non-terminating error; one function decides what a terminating error does at a statement boundary.
import type { Extent, ScriptBlock } from '../../../grammar/ast.js';
import { ErrorRecord, PSException, TerminatingError } from '../errors/error-record.js';
import { isFlowSignal } from '../errors/signals.js';
import { readActionPreference, type ErrorActionName } from '../protocol/action-preference.js';
import type { Frame, SessionState, CallFrame } from './frame.js';

const MAX_ERRORS = 256;

/** Set by ps-cmdlet.ts (which imports this module) to recognise its CommandTerminatingError without a cycle. */
interface CallerBound { caller: CallFrame | null }
function isCommandTerminating(te: TerminatingError): te is TerminatingError & CallerBound {
  return (te as unknown as Partial<CallerBound>).caller !== undefined;
}

/** The FullyQualifiedErrorId of an engine fault turned into an error. */
export const INTERNAL_ERROR_ID = 'InternalEngineError';
const INTERNAL_ERROR_MESSAGE = 'The script engine failed to run this statement (an internal error of svc).';

/** Not narrowing: flow signals are structurally empty classes, and `e is FlowSignal` would narrow `unknown` to never. */
const isSignal: (e: unknown) => boolean = isFlowSignal;

/** $Error: newest first, at most 256 (about_Automatic_Variables, $MaximumErrorCount). */
export function addToErrorList(session: SessionState, record: ErrorRecord): void {
  const errors = session.errors;
  // $Error is a PSList (an Array subclass): V8 runs its unshift, and a read past its end, the slow generic way, so
  // the first error is pushed without either.
  if (errors.length === 0) { errors.push(record); return; }
  if (errors[0] === record) return;
  errors.unshift(record);
  if (errors.length > MAX_ERRORS) errors.length = MAX_ERRORS;
}


/** Reads an ActionPreference variable ($ErrorActionPreference, $WarningPreference...) as seen from this frame. */
export function preference(f: Frame, key: string, fallback: ErrorActionName): ErrorActionName {
  const v = f.scope.lookup(key);
  if (v === undefined || v.value === null) return fallback;
  return readActionPreference(String(v.value)) ?? fallback;
}

/** The preference variables and their defaults (about_Preference_Variables), declared once: a new session starts with these. */
export const PREFERENCE_DEFAULTS: readonly (readonly [name: string, value: ErrorActionName])[] = [
  ['ErrorActionPreference', 'Continue'], ['WarningPreference', 'Continue'], ['VerbosePreference', 'SilentlyContinue'],
  ['DebugPreference', 'SilentlyContinue'], ['InformationPreference', 'SilentlyContinue'], ['ProgressPreference', 'Continue'],
];
const defaultOf = (name: string): ErrorActionName => PREFERENCE_DEFAULTS.find(([n]) => n === name)![1];

export function errorActionPreference(f: Frame): ErrorActionName {
  return preference(f, 'erroractionpreference', defaultOf('ErrorActionPreference'));
}

/**
 * THE one place an ErrorAction applies to a non-terminating error (about_CommonParameters -ErrorAction,
 * about_Preference_Variables $ErrorActionPreference): Continue writes it and adds it to $Error, SilentlyContinue only
 * adds it to $Error, Ignore drops it, Stop turns it into a script-terminating error that keeps its record (so
 * `catch` sees the original FullyQualifiedErrorId and message, as PowerShell's ActionPreferenceStopException does).
 */
export function applyErrorAction(f: Frame, record: ErrorRecord, action: ErrorActionName): void {
  if (action !== 'Ignore') for (const list of f.session.errorVariables) list.push(record);
  switch (action) {
    case 'Stop': throw new TerminatingError(record, true);
    case 'Ignore': return;
    case 'SilentlyContinue': addToErrorList(f.session, record); return;
    default:
      addToErrorList(f.session, record);
      f.session.streams.error(record);
  }
}

/** The streams other than error and output, with the preference variable that rules each and its default. */
const STREAM_PREFERENCES = {
  warning: ['warningpreference', 'WarningPreference', defaultOf('WarningPreference')],
  verbose: ['verbosepreference', 'VerbosePreference', defaultOf('VerbosePreference')],
  debug: ['debugpreference', 'DebugPreference', defaultOf('DebugPreference')],
  information: ['informationpreference', 'InformationPreference', defaultOf('InformationPreference')],
} as const;

export type PreferenceStream = keyof typeof STREAM_PREFERENCES;

/** The action for a stream: the call's own -WarningAction/-Verbose... when given, else the preference variable. */
export function streamAction(f: Frame, stream: PreferenceStream, explicit: ErrorActionName | undefined): ErrorActionName {
  return explicit ?? preference(f, STREAM_PREFERENCES[stream][0], STREAM_PREFERENCES[stream][2]);
}

/** -Verbose / -Debug given as a switch: on is Continue, off is SilentlyContinue (about_CommonParameters). */
export function switchAction(on: boolean | undefined): ErrorActionName | undefined {
  return on === undefined ? undefined : on ? 'Continue' : 'SilentlyContinue';
}

/**
 * THE one place an action applies to a warning, verbose, debug or information record (about_Preference_Variables,
 * as PowerShell's WriteHelper does for every stream): SilentlyContinue and Ignore drop it, Continue writes it, Stop
 * writes it and then stops the script with ActionPreferenceStopException.
 */
export function applyStreamAction(stream: PreferenceStream, action: ErrorActionName, message: string, write: () => void): void {
  if (action === 'SilentlyContinue' || action === 'Ignore') return;
  write();
  if (action !== 'Stop') return;
  const text = `The running command stopped because the preference variable "${STREAM_PREFERENCES[stream][1]}" or common parameter is set to Stop: ${message}`;
  const ex = new PSException('System.Management.Automation.ActionPreferenceStopException', text);
  throw new TerminatingError(new ErrorRecord(ex, 'ActionPreferenceStop', 'OperationStopped'), true);
}

/** The ScriptStackTrace lines, innermost first: `at Get-User, <No file>: line 4`. */
export function stackTrace(session: SessionState): string[] {
  const lines: string[] = [];
  for (let i = session.callStack.length - 1; i >= 0; i--) {
    const c = session.callStack[i];
    lines.push(`at ${c.name}, ${c.file ?? '<No file>'}: line ${c.pos.startLine}`);
  }
  return lines;
}

/** The text of the line holding `extent`, from the running block's own text. */
export function lineText(block: ScriptBlock, extent: Extent): string {
  const text = block.text;
  const offset = extent.startOffset - block.extent.startOffset;
  if (offset < 0 || offset > text.length) return '';
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  let end = text.indexOf('\n', offset);
  if (end < 0) end = text.length;
  const line = text.slice(start, end);
  return line.endsWith('\r') ? line.slice(0, -1) : line;
}

/** Fills InvocationInfo and ScriptStackTrace of a record raised here, if nothing has yet. */
export function annotate(f: Frame, record: ErrorRecord, commandName: string | null = null, at: Extent | null = null, call: CallFrame = f.call): void {
  if (record.invocationInfo !== null) return;
  const pos = at ?? call.pos;
  record.invocationInfo = {
    commandName,
    scriptName: call.file,
    scriptLineNumber: pos.startLine,
    offsetInLine: pos.startColumn,
    endLineNumber: pos.endLine,
    endOffsetInLine: pos.endColumn,
    line: lineText(call.block, pos),
  };
  if (record.scriptStackTrace.length === 0) record.scriptStackTrace = stackTrace(f.session);
}

/** PowerShell's ScriptCallDepthException: deep recursion is a clean error, never a JavaScript crash. */
export function callDepthOverflow(): TerminatingError {
  const ex = new PSException('System.Management.Automation.ScriptCallDepthException', 'The script failed due to call depth overflow.', null);
  return new TerminatingError(new ErrorRecord(ex, 'CallDepthOverflow', 'InvalidOperation'), false);
}

/**
 * Turns whatever was thrown into a TerminatingError (null for break/continue/return/exit/stop signals, which are not
 * errors). A JavaScript stack overflow becomes CallDepthOverflow; any other JavaScript error is an engine fault shown
 * as a RuntimeException rather than a crash.
 */
export function toTerminatingError(f: Frame, e: unknown): TerminatingError | null {
  if (e instanceof TerminatingError) { annotate(f, e.record); return e; }
  if (isSignal(e)) return null;
  let te: TerminatingError;
  // No regular expression here: compiling one with the JavaScript stack exhausted is a fatal V8 error.
  if (e instanceof RangeError && e.message.includes('call stack')) te = callDepthOverflow();
  else {
    // An engine fault (a JavaScript error from our own code): shown as an error, never a crash; the id lets tests find
    // it. Its JavaScript text stays out of the message (docs/contract.md 4.5: users never see the engine's JavaScript).
    te = new TerminatingError(new ErrorRecord(new PSException('System.Management.Automation.RuntimeException', INTERNAL_ERROR_MESSAGE),
      INTERNAL_ERROR_ID, 'NotSpecified'));
  }
  annotate(f, te.record);
  return te;
}

/**
 * A terminating error reached a statement boundary (about_Try_Catch_Finally, about_Trap, about_Preference_Variables).
 * Inside a try statement or under a trap (anywhere up the call stack) it goes on up to them. Otherwise
 * $ErrorActionPreference decides, and, as PowerShell does (unlike what about_Preference_Variables says), it applies
 * to terminating errors too: SilentlyContinue/Ignore swallow even a `throw` and the script goes on; Stop makes any
 * error end the script; Continue writes a statement-terminating error (the statement ends, `$?` becomes false, the
 * script goes on) and lets a script-terminating one (`throw`, -ErrorAction Stop) end the script.
 * `endsRun`: the statement is a top-level one of the run's own script, so a script-terminating error is handed to the
 * run as data (returns true) instead of thrown (stopRun).
 */
export function handleStatementError(f: Frame, e: unknown, endsRun = false): boolean {
  const te = toTerminatingError(f, e);
  if (te === null) throw e;
  if (f.session.handlerDepth > 0) throw te;
  // $PSCmdlet.ThrowTerminatingError ends the function call; the caller's statement is the one it terminates.
  if (isCommandTerminating(te) && te.caller !== null && te.caller !== f.call) throw te;
  const pref = errorActionPreference(f);
  if (pref === 'SilentlyContinue' || pref === 'Ignore') {
    f.session.lastSuccess = false;
    if (pref === 'SilentlyContinue') addToErrorList(f.session, te.record);
    return false;
  }
  if (te.scriptTerminating) return stopRun(f, te, endsRun);
  if (pref === 'Stop') { te.scriptTerminating = true; return stopRun(f, te, endsRun); }
  f.session.lastSuccess = false;
  addToErrorList(f.session, te.record);
  f.session.streams.error(te.record);
  return false;
}

/**
 * A script-terminating error ends the run. From a top-level statement of the run's own script nothing but the run
 * is left above it (no try, trap or caller), so it is handed over in `stoppedBy` and the run ends as if it had been
 * thrown there, without the throws through the script block's frame (docs/http.md, "The Stop error path (c)").
 */
function stopRun(f: Frame, te: TerminatingError, endsRun: boolean): true {
  if (!endsRun) throw te;
  f.session.stoppedBy = te;
  return true;
}
