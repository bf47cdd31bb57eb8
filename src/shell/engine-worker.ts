// The engine's thread. The interpreter is synchronous; running it here keeps the main thread's event loop free for
// the HTTP listener, the isolate pool, readline and timers. Values live here, so they are rendered here, and only
// text (or `-o json` lines) crosses to the main thread.
import { parentPort, resourceLimits, workerData, type MessagePort } from 'node:worker_threads';
import { SessionHistory } from './session-history.js';
import { createBridgeHost } from './host-bridge.js';
import { createHeapGuard } from './heap-guard.js';
import { createFileHost, type ShellFileHost } from './file-host.js';
import { runReload } from './reload-run.js';
import { fileArguments } from './file-arguments.js';
import { loadEngine, type EngineModules, type Session } from './engine-api.js';
import type { PSObject } from '../engine/values/types.js';
import { createJsonRenderer, createTextRenderer, type StreamRenderer } from './format/stream-renderer.js';
import { paletteSource, styleKey } from './format/palette.js';
import { readPSStyle, readProgressStyle, setRendering, type StyleSettings } from '../engine/values/ps-style.js';
import { complete } from './complete.js';
import { describeSession } from './session-info.js';
import type { FromWorker, RunSummary, ToWorker, WorkerSetup } from './protocol.js';

const setup = workerData as WorkerSetup & { replies: MessagePort };
const port = parentPort!;
const send = (m: FromWorker) => port.postMessage(m);
/** Whether the command line running now was typed at the interactive prompt. */
let interactiveRun = false;

async function main(): Promise<void> {
  const engine = await loadEngine();
  const control = new Int32Array(setup.control);
  const write = (fd: 1 | 2, text: string) => send({ type: 'write', fd, text });
  let session: Session | null = null;
  // The console draws with the session's $PSStyle as it is at each event (src/engine/values/ps-style.ts).
  const style = (): StyleSettings => (session ? readPSStyle(session.getVariable('PSStyle')) : { ...readPSStyle(null), rendering: setup.rendering });
  const files = createFileHost();
  // Write-Progress draws only for a command line typed at the prompt with stderr a terminal (docs/shell.md, "Progress").
  const progress = { on: () => interactiveRun && setup.terminals.err, look: () => readProgressStyle(session?.getVariable('PSStyle') ?? null) };
  const renderer: StreamRenderer = setup.outputMode === 'json'
    ? createJsonRenderer(write, engine.toStringValue, engine.toJson)
    : createTextRenderer(write, engine.toStringValue, paletteSource(style, setup.terminals), setup.columns, files.getLocation, progress);
  const history = new SessionHistory();
  const heapCheck = resourceLimits.maxOldGenerationSizeMb ? createHeapGuard(resourceLimits.maxOldGenerationSizeMb) : undefined;
  const host = { ...createBridgeHost({ control, post: (m) => port.postMessage(m), replies: setup.replies }, files, heapCheck), history };
  session = engine.createSession({ host, sink: (e) => renderer.event(e), scriptFile: setup.scriptFile });
  session.setVariable('PROFILE', setup.profile);
  // pwsh sets OutputRendering from NO_COLOR and TERM when it starts (about_ANSI_Terminals); the main thread read them.
  setRendering(session.getVariable('PSStyle') as PSObject, setup.rendering);
  const ctx: WorkerContext = { engine, session, renderer, files, host, history, style, styleSent: styleKey(style()) };
  port.on('message', (m: ToWorker) => handle(m, ctx));
  send({ type: 'ready' });
}

interface WorkerContext {
  engine: EngineModules;
  session: Session;
  renderer: StreamRenderer;
  files: ShellFileHost;
  host: ReturnType<typeof createBridgeHost>;
  history: SessionHistory;
  style(): StyleSettings;
  /** The style the main thread last heard of (it colours the request log with it). */
  styleSent: string;
}

function handle(m: ToWorker, ctx: WorkerContext): void {
  const { engine, session, renderer, history } = ctx;
  if (m.type === 'columns') { renderer.setColumns(m.columns); return; }
  if (m.type === 'reload') {
    send({ type: 'done', id: m.id, summary: runReload(m.roots, engine, ctx.host, ctx.files, renderer) });
    return;
  }
  if (m.type === 'complete') {
    const result = complete(m.line, m.cursor, describeSession(session, m.endpoints, ctx.files.getLocation));
    send({ type: 'completed', id: m.id, result });
    return;
  }
  const started = Date.now();
  interactiveRun = m.interactive;
  const summary = runSource(m, engine, session, renderer);
  interactiveRun = false;
  // The prompt's session history (Get-History): each submission the prompt ran, a whole block as one entry.
  if (m.interactive) history.record(m.source, summary.outcome, started, Date.now());
  sendStyle(ctx);
  send({ type: 'done', id: m.id, summary: { ...summary, loaded: ctx.files.takeLoaded() } });
}

/** After a run that changed $PSStyle, the main thread gets the new settings for the request log. */
function sendStyle(ctx: WorkerContext): void {
  const s = ctx.style();
  const key = styleKey(s);
  if (key === ctx.styleSent) return;
  ctx.styleSent = key;
  send({ type: 'style', style: s });
}

function runSource(m: Extract<ToWorker, { type: 'run' }>, engine: EngineModules, session: Session, renderer: StreamRenderer): RunSummary {
  // Parsed once: the incomplete-input check and the run share the AST.
  const parsed = engine.parse(m.source);
  if (parsed.errors.length > 0) {
    // The prompt keeps reading lines while every parse error says more input could complete the script.
    if (m.interactive && parsed.errors.every((e) => e.incompleteInput)) return { outcome: 'incomplete', exitCode: 0 };
    renderer.parseErrors(parsed.errors, m.source, m.file);
    renderer.end();
    return { outcome: 'parseError', exitCode: 1 };
  }
  try {
    const result = session.runAst(parsed.ast, { file: m.file, callArguments: fileArguments(m.args ?? []) });
    renderer.end();
    return { outcome: result.outcome, exitCode: result.exitCode, lastSucceeded: result.lastSucceeded };
  } catch (e) {
    renderer.end();
    send({ type: 'write', fd: 2, text: `svc: internal error: ${e instanceof Error ? e.stack ?? e.message : String(e)}\n` });
    return { outcome: 'failed', exitCode: 1 };
  }
}

main().catch((e) => send({ type: 'fatal', message: e instanceof Error ? e.stack ?? e.message : String(e) }));
