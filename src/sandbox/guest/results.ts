// Results the sandbox itself produces (on both sides of the isolate edge) when the engine could not produce one:
// a limit was exceeded, the JS stack overflowed, the server is shutting down. Pure data, JSON-safe.
import type { EndpointResult, ErrorActionName } from '../../engine/service/endpoint-types.js';
import type { ErrorRecordData, ErrorCategory } from '../../engine/errors/error-record.js';

/** docs/contract.md 4.5: "one line saying which limit, with its value". Timeout in seconds (as ApiTimeout), memory in MB. */
export function timeoutResult(timeoutMs: number): EndpointResult {
  return { kind: 'limit', limit: 'timeout', value: timeoutMs / 1000 };
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

export function shutdownResult(errorAction: ErrorActionName): EndpointResult {
  return sandboxError('The server is shutting down; the endpoint script was stopped.', errorAction, 'ServerShuttingDown',
    'System.Management.Automation.PipelineStoppedException', 'OperationStopped');
}
