// Runs one endpoint call inside the engine (docs/contract.md 4.2-4.5): pure engine code, run inside a sandbox isolate. It binds
// param(), sets the request variables, runs the script with $ErrorActionPreference = the endpoint's ErrorAction,
// stops at the first New-SvcApiResponse object that reaches the output, and returns the outcome as plain data. The
// mapping to status and body is src/http/to-response.ts's alone.
import { createSession } from '../index.js';
import type { Host } from '../host.js';
import type { StreamEvent } from '../streams.js';
import { ApiResponse } from '../values/types.js';
import type { ErrorRecord, ErrorRecordData } from '../errors/error-record.js';
import { PipelineStoppedSignal } from '../errors/signals.js';
import type { EndpointRequest, EndpointResult, EndpointRunOptions, HostOutputLine } from '../protocol/endpoint-types.js';
import { describeParseError } from '../protocol/endpoint-script.js';
import { endpointScripts } from '../values/index.js';
import { requestArguments } from './request-arguments.js';
import { endpointVariables } from './endpoint-variables.js';
import { readsVariable } from './reads-variable.js';
import { serializeOutput, explicitResponseData } from './serialize-output.js';
import { limitAllocations, toStringValue } from '../values/index.js';

/** The frame of the endpoint's own invocation, below every frame of its script (docs/contract.md 4.5). */
export const ENDPOINT_FRAME = 'at <ScriptBlock>, <No file>: line 1';

/** Host output kept per call: enough for the request log, bounded so a chatty loop cannot grow the result without end. */
const HOST_OUTPUT_LINES = 200;
const HOST_OUTPUT_LINE_CHARS = 2000;

interface RunState {
  output: unknown[];
  errors: ErrorRecord[];
  response: ApiResponse | null;
  hostOutput: HostOutputLine[];
  /** The last Write-Host had -NoNewline: the next one continues its line. */
  hostLineOpen: boolean;
}

export function runEndpoint(request: EndpointRequest, options: EndpointRunOptions, host: Host): EndpointResult {
  const file = options.scriptName ?? null;
  // Results too big for the isolate's heap are refused before they are built (src/engine/values/allocation-limit.ts).
  limitAllocations(options.memoryLimitMb ?? 0);
  // Parsed once per realm (an isolate keeps its parses for its life): endpointScripts is keyed by the script itself.
  const prepared = endpointScripts.get(options.script, file !== null);
  if (prepared.errors.length > 0) {
    return { kind: 'terminated', errors: [parseErrorData(describeParseError(prepared.errors[0]))], errorAction: options.errorAction };
  }
  // docs/contract.md 4.2: with a param() block only its parameters come from the request (PSU's CWE-914 advice).
  const declared = prepared.ast.paramBlock !== null;
  const binding = declared ? requestArguments(prepared.ast, request) : { ok: true as const, named: [] };
  if (!binding.ok) return { kind: 'badRequest', message: oneLine(binding.message) };

  const state: RunState = { output: [], errors: [], response: null, hostOutput: [], hostLineOpen: false };
  const session = createSession({ host, sink: (event: StreamEvent) => collect(state, event), inEndpoint: true, scriptFile: file, sharedFiles: options.sharedFiles });
  // The session's own variables, listed only when a query key needs checking against them.
  let reserved: Set<string> | null = null;
  const isReserved = (n: string) => (reserved ??= new Set(session.variableNames().map((v: string) => v.toLowerCase()))).has(n.toLowerCase());
  for (const [name, value] of endpointVariables(request, isReserved, declared)) session.setVariable(name, value);
  session.setVariable('ErrorActionPreference', options.errorAction);

  // A -Path endpoint's frames name its file, as PowerShell's ScriptStackTrace names a script file (docs/files.md).
  const run = session.runAst(prepared.ast, { named: binding.named, file });
  if (run.bindingFailed) return { kind: 'badRequest', message: oneLine(run.error?.message ?? '') };
  const errors = () => withTerminating(state.errors, run.outcome === 'failed' ? run.error : null).map(toEndpointData);
  const hostOutput = state.hostOutput;
  // The session cookie goes out only with a script that reads $SessionId (docs/http.md, sessions).
  const usesSession = readsVariable(prepared.ast, 'SessionId') ? { session: true } : {};
  if (state.response) return { kind: 'response', response: explicitResponseData(state.response), errors: errors(), hostOutput, ...usesSession };
  if (run.outcome === 'stopped' && host.checkInterrupt() === 'timeout') return { kind: 'limit', limit: 'timeout', value: 0 };
  if (run.outcome === 'failed') return { kind: 'terminated', errors: errors(), errorAction: options.errorAction, hostOutput, ...usesSession };
  return { kind: 'output', body: serializeOutput(state.output, options.jsonDepth), errors: errors(), errorAction: options.errorAction, hostOutput, ...usesSession };
}

/** The sink of the endpoint's session: output is kept until the first explicit response, which ends the run. */
function collect(state: RunState, event: StreamEvent): void {
  if (event.stream === 'error') {
    if (!state.errors.includes(event.record)) state.errors.push(event.record);
    return;
  }
  // Progress is for a console to draw: an endpoint has none, so its records are dropped.
  if (event.stream === 'progress') return;
  if (event.stream !== 'output') return collectHostOutput(state, event);
  if (state.response) return;
  if (event.value instanceof ApiResponse) {
    state.response = event.value;
    throw new PipelineStoppedSignal('response');
  }
  state.output.push(event.value);
}

/** Write-Host text joins the line before it when that one was written with -NoNewline, as on a console. */
function collectHostOutput(state: RunState, event: Exclude<StreamEvent, { stream: 'output' | 'error' | 'progress' }>): void {
  const lines = state.hostOutput;
  const hostOptions = event.stream === 'information' ? event.hostOptions : null;
  const text = (event.stream === 'information' ? toStringValue(event.value) : event.message).slice(0, HOST_OUTPUT_LINE_CHARS);
  const last = lines[lines.length - 1];
  if (hostOptions && state.hostLineOpen && last) last.text += text;
  else if (lines.length < HOST_OUTPUT_LINES) lines.push({ stream: hostOptions ? 'host' : event.stream, text });
  state.hostLineOpen = hostOptions?.noNewline === true;
}

/** The error that ended the run joins the list unless the sink already saw it. */
function withTerminating(errors: ErrorRecord[], terminating: ErrorRecord | null): ErrorRecord[] {
  return terminating && !errors.includes(terminating) ? [...errors, terminating] : errors;
}

function toEndpointData(record: ErrorRecord): ErrorRecordData {
  const data = record.toData();
  return { ...data, scriptStackTrace: [...data.scriptStackTrace, ENDPOINT_FRAME] };
}

function parseErrorData(message: string): ErrorRecordData {
  return {
    message, exceptionMessage: message, exceptionType: 'System.Management.Automation.ParseException',
    fullyQualifiedErrorId: 'ParseException', category: 'ParserError', targetObject: null, commandName: null,
    scriptName: null, line: 0, column: 0, endLine: 0, endColumn: 0, lineText: '', scriptStackTrace: [],
  };
}

const oneLine = (s: string): string => s.replace(/\s*[\r\n]+\s*/g, ' ');
