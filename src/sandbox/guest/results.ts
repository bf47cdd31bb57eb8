// Results the sandbox itself produces (on both sides of the isolate edge) when the engine could not produce one:
// a limit was exceeded, the JS stack overflowed, the server is shutting down. Pure data, JSON-safe.
import type { EndpointResult, ErrorActionName } from '../../engine/protocol/endpoint-types.js';
import type { ErrorRecordData, ErrorCategory } from '../../engine/errors/error-record.js';

/** docs/contract.md 4.5: "one line saying which limit, with its value". Timeout in seconds (as ApiTimeout), memory in MB. */
export function timeoutResult(timeoutMs: number): EndpointResult {
  return { kind: 'limit', limit: 'timeout', value: timeoutMs / 1000 };
}

/** The body the script returned is bigger than the MaxResponseKB setting allows (value in KB). */
export function responseLimitResult(maxBytes: number): EndpointResult {
  return { kind: 'limit', limit: 'response', value: Math.round(maxBytes / 1024) };
}

export function memoryResult(memoryLimitMb: number): EndpointResult {
  return { kind: 'limit', limit: 'memory', value: memoryLimitMb };
}

/** A terminating error made by the sandbox; no position, no JavaScript stack (docs/contract.md 4.5: bodies never show one). */
export function sandboxError(
  message: string,
  errorAction: ErrorActionName,
  errorId: string,
  exceptionType = 'System.Management.Automation.RuntimeException',
  category: ErrorCategory = 'InvalidOperation',
): EndpointResult {
  const record: ErrorRecordData = {
    message,
    exceptionMessage: message,
    exceptionType,
    fullyQualifiedErrorId: errorId,
    category,
    targetObject: null,
    commandName: null,
    scriptName: null,
    line: 0,
    column: 0,
    endLine: 0,
    endColumn: 0,
    lineText: '',
    scriptStackTrace: [],
  };
  return { kind: 'terminated', errors: [record], errorAction };
}

/** PowerShell's own wording for runaway recursion (ScriptCallDepthException, about_Functions). */
export function callDepthResult(errorAction: ErrorActionName): EndpointResult {
  return sandboxError('The script failed due to call depth overflow.', errorAction, 'CallDepthOverflow',
    'System.Management.Automation.ScriptCallDepthException', 'InvalidOperation');
}

/** The server is shutting down: the call was not run, or was stopped at the shutdown grace. */
export function shutdownResult(): EndpointResult {
  return { kind: 'unavailable', reason: 'shutdown', message: 'The server is shutting down; the endpoint script was stopped.', retryAfter: 5 };
}

/** The client closed its connection: the call was dropped from the queue, or its script was stopped. Never sent. */
export function goneResult(): EndpointResult {
  return { kind: 'unavailable', reason: 'gone', message: 'The client closed the connection; the endpoint script was stopped.', retryAfter: 0 };
}

/** The call waited its whole queue wait for an isolate (docs/sandbox.md, the pool). */
export function busyResult(waitedMs: number): EndpointResult {
  const seconds = Math.round(waitedMs / 100) / 10;
  return { kind: 'unavailable', reason: 'busy', message: `Every script isolate stayed busy for ${seconds} seconds (the QueueTimeout setting); try again later.`, retryAfter: 1 };
}

/** A call from an endpoint to its own server found no isolate free and none could be added: refused at once. */
export function nestedBusyResult(maxIsolates: number): EndpointResult {
  return { kind: 'unavailable', reason: 'nested', retryAfter: 1,
    message: `An endpoint called its own server while all ${maxIsolates} script isolates (the MaxIsolates setting) were busy; the nested call was refused instead of waiting for an isolate its caller holds.` };
}
