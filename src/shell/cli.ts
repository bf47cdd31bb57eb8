// svc's command line (docs/contract.md 2): runs a file or -c commands on the engine worker, then keeps serving while endpoints
// are defined, or starts the interactive shell. Exit codes: 0, 1 (terminating or parse error), 2 (usage), N (exit N).
import { readFileSync } from 'node:fs';
import { readTextFile } from './text-file.js';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs, USAGE, type RunOptions } from './args.js';
import { EngineClient } from './engine-client.js';
import { ServiceLink } from './service-link.js';
import { toTerminal } from './format/ps-style.js';
import { createPalette, type Terminals } from './format/palette.js';
import { initialRendering, rendersAnsi } from '../engine/values/ps-style.js';
import type { HostCall } from './protocol.js';
import { profilePath, runProfile } from './profile.js';
import { Reloader } from './reloader.js';
import { listenFailureLine } from './listen-failure.js';
import type { ListenError } from '../http/index.js';
import { cacheOf, defaultDataPath, limitsFromSettings, MemoryStore, StoreHolder } from '../store/index.js';
import { defaultSettings } from '../engine/protocol/settings-schema.js';

/** Output goes through one function so that the REPL can print above its prompt. */
export interface Console {
  write(fd: 1 | 2, text: string): void;
}

export const processConsole: Console = {
  write: (fd, text) => void (fd === 1 ? process.stdout : process.stderr).write(text),
};

export async function main(argv: readonly string[]): Promise<number> {
  const parsed = parseArgs(argv, process.env);
  if (parsed.kind === 'help') { process.stdout.write(USAGE); return 0; }
  if (parsed.kind === 'version') { process.stdout.write(`svc ${version()}\n`); return 0; }
  if (parsed.kind === 'usageError') { process.stderr.write(`svc: ${parsed.message}\nTry 'svc --help' for more information.\n`); return 2; }
  return runShell(parsed);
}

export interface ShellParts {
  engine: EngineClient;
  service: ServiceLink;
  console: { current: Console };
  /** Reload on change (docs/files.md). */
  reloader: Reloader;
  /** The listener could not start; by default (the prompt) one line says so and the shell goes on. */
  onListenFailure(failure: ListenError): void;
  /** The shared store the cache lives in (docs/state.md). */
  store: StoreHolder;
}

/**
 * Where a shell other than svc's own process meets its console (the Get-Help example runner,
 * test/commands/example-runner.ts): `env` instead of the process's for colour, and `serviceOut` for the service's
 * own lines (`Listening on`, the request log), which the prompt prints among the commands' output.
 */
export interface ShellConsole {
  env?: Readonly<Record<string, string | undefined>>;
  serviceOut?: Console;
}

/** Wires the worker and the service together; `console.current` is swapped by the REPL while it shows a prompt. */
export function createShellParts(o: RunOptions, scriptFile: string | null, out: Console = processConsole,
  store: StoreHolder = StoreHolder.of(new MemoryStore(), { store: null, dataPath: o.dataPath ?? defaultDataPath() }),
  shellConsole: ShellConsole = {}): ShellParts {
  const console = { current: out };
  const serviceOut = (line: string) => (shellConsole.serviceOut ?? console.current).write(2, line + '\n');
  const env = shellConsole.env ?? process.env;
  const cache = cacheOf(store);
  let reloader: Reloader | null = null;
  // Colour follows the session's $PSStyle (src/engine/values/ps-style.ts): the environment gives its first
  // OutputRendering, each stream whether it is the host's terminal; the request log follows the session's changes.
  const rendering = initialRendering(env);
  const terminals: Terminals = { out: toTerminal(env, Boolean(process.stdout.isTTY)), err: toTerminal(env, Boolean(process.stderr.isTTY)) };
  let logPalette = createPalette(rendersAnsi(rendering, terminals.err));
  const service = new ServiceLink({
    port: o.port,
    host: o.host,
    workers: o.workers,
    store,
    log: serviceOut,
    palette: () => logPalette,
    notice: serviceOut,
    onWatch: (on) => reloader?.setWatching(on),
    listenFailure: (failure) => parts.onListenFailure(failure),
  });
  const engine = new EngineClient({
    outputMode: o.outputMode,
    terminals,
    rendering,
    onStyle: (style) => { logPalette = createPalette(rendersAnsi(style.rendering, terminals.err), style.formatting); },
    columns: process.stdout.columns || 120,
    scriptFile,
    profile: profilePath(),
    write: (fd, text) => console.current.write(fd, text),
    onHostCall: (call: HostCall) => (call.op === 'service' ? service.call(call.method, call.arg, call.staged)
      : call.op === 'cache' ? cache.serve(call.request)
        // The client (node:https, TLS) loads with the first Invoke-RestMethod, not before the prompt.
        : Promise.all([service.baseUrl(), import('../client/http-client.js')]).then(([base, { performHttpRequest }]) => performHttpRequest(call.request, base))),
    onLoaded: (loaded) => reloader?.noteLoaded(loaded),
  });
  const parts: ShellParts = {
    engine, service, console, store, reloader: null as unknown as Reloader,
    onListenFailure: (failure) => console.current.write(2, listenFailureLine(failure, true) + '\n'),
  };
  parts.reloader = reloader = new Reloader({ engine: () => parts.engine, service, notice: (line) => console.current.write(2, line + '\n') });
  return parts;
}

async function runShell(o: RunOptions): Promise<number> {
  let source: string | null = o.command;
  const file = o.file === null ? null : resolve(o.file);
  if (file !== null) {
    try { source = readTextFile(file); } catch (e) {
      process.stderr.write(`svc: cannot read '${o.file}': ${unreadable(e as NodeJS.ErrnoException)}.\n`);
      return 2;
    }
  }
  const store = await openConfiguredStore(o);
  if (store === null) return 1;
  const parts = createShellParts(o, file, processConsole, store);
  const started = parts.engine.ready.then(() => true, (e: Error) => {
    process.stderr.write(`svc: the engine failed to start: ${e.message}\n`);
    process.exit(1);
  });
  // The prompt shows while the worker still loads the engine (what is typed meanwhile waits for it); a file or -c
  // waits for it here.
  if (source !== null) await started;
  const signals = watchSignals(parts);
  watchLauncher(parts);
  if (source !== null && !o.interactive) failOnListenFailure(parts, signals);
  // The file svc runs is what a reload runs again: on a change with --watch, and on SIGHUP in any case.
  if (file !== null) parts.reloader.addRoot(file, o.fileArgs);
  if (file !== null && o.watch) await parts.service.call('setSettings', { Watch: true });
  // The interactive shell runs the profile first (pwsh does so before -File too, so `-i FILE` sees it).
  const profile = o.noProfile || (source !== null && !o.interactive) ? null
    : runProfile(parts.engine, profilePath(), (line) => process.stderr.write(line + '\n')).then((ran) => { if (ran) parts.reloader.setProfile(profilePath()); });
  if (source !== null && profile !== null) await profile;
  let code = 0;
  if (source !== null) {
    const summary = await parts.engine.run(source, { file, args: o.fileArgs });
    code = signals.startFailed ? 1 : signals.terminated ? 143 : summary.outcome === 'stopped' ? 130 : summary.exitCode;
    // As `pwsh -Command` (PowerShell/PowerShell#13501): 1 when the last statement left `$?` false. A file runs as
    // `pwsh -File`: only `exit N` or a terminating error sets its code.
    if (file === null && summary.outcome === 'completed' && summary.lastSucceeded === false && code === 0) code = 1;
    if (!o.interactive || signals.terminated) return finishScript(o, parts, code, summary.outcome === 'completed' && !signals.terminated, signals);
  }
  const { startRepl } = await import('./repl.js');
  signals.inRepl = true;
  // One banner line at a terminal, as pwsh prints its version on start: how to get help and how to leave.
  if (process.stdin.isTTY && process.stdout.isTTY) process.stdout.write(banner());
  return startRepl(parts, { listen: true });
}

/** Why a script file cannot be read, in words. */
function unreadable(e: NodeJS.ErrnoException): string {
  switch (e.code) {
    case 'ENOENT': return 'no such file';
    case 'EISDIR': return 'it is a folder, not a file';
    case 'EACCES': case 'EPERM': return 'permission denied';
    default: return e.code ?? e.message;
  }
}

/**
 * The store --store and --data name (docs/state.md), opened before anything runs: an unknown scheme, an unreachable
 * Redis or an unwritable data folder is one line naming the flag or setting, and svc exits 1.
 */
export async function openConfiguredStore(o: RunOptions): Promise<StoreHolder | null> {
  const opened = await StoreHolder.open({ store: o.store, dataPath: o.dataPath ?? defaultDataPath() }, {
    storeSource: '--store', dataSource: o.dataPath !== null ? '--data' : 'the DataPath setting (its default)',
    notice: (line) => process.stderr.write(line + '\n'),
  }, limitsFromSettings(defaultSettings));
  if (opened.ok) return opened.value;
  process.stderr.write(`svc: ${opened.message}\n`);
  return null;
}

interface SignalWatch {
  terminated: boolean;
  /** The listener could not start: a file or -c ends (exit 1) without serving. */
  startFailed: boolean;
  /** Resolves on the first SIGINT/SIGTERM received while serving, or when the listener could not start. */
  served: Promise<void>;
  serving(): void;
  endServing(): void;
  inRepl: boolean;
}

/**
 * Ctrl-C (a SIGINT for the process group, or one passed on by bin/svc.js) stops the running command; a repeat is
 * harmless; readline handles Ctrl-C itself at a terminal prompt. SIGTERM stops the running command and exits.
 * While serving, either signal ends the service. Handlers are installed before anything runs, so a signal never
 * finds the default action (which would kill svc without closing the listener).
 */
function watchSignals(parts: ShellParts): SignalWatch {
  let serving = false;
  let endServing = () => {};
  const watch: SignalWatch = {
    terminated: false,
    startFailed: false,
    served: new Promise<void>((resolve) => { endServing = resolve; }),
    serving: () => { serving = true; },
    endServing: () => endServing(),
    inRepl: false,
  };
  process.on('SIGINT', () => (serving ? endServing() : parts.engine.interrupt()));
  // SIGHUP reruns the loaded script files (the file svc runs, the files run at the prompt), as a change to one of
  // them does with --watch, and as daemons reread their configuration (docs/files.md). With no file loaded there is
  // nothing to reload, and a SIGHUP is the terminal hanging up: svc ends as on SIGTERM.
  process.on('SIGHUP', () => (parts.reloader.hasFiles ? void parts.reloader.reload() : process.emit('SIGTERM')));
  process.on('SIGTERM', () => {
    watch.terminated = true;
    if (serving) endServing();
    else if (parts.engine.busy) parts.engine.interrupt();
    else if (watch.inRepl) void parts.service.close().then(() => process.exit(143));
  });
  return watch;
}

/**
 * Start-up failures are final for a file or -c (docs/contract.md 2): when the listener cannot start, one line says
 * why and how to choose another port or address, the run stops where it is (nothing it would print after, such as
 * a list of endpoints it does not serve, is shown) and svc exits 1. With --watch, a first endpoint that comes with a
 * reload ends the service the same way.
 */
function failOnListenFailure(parts: ShellParts, signals: SignalWatch): void {
  parts.onListenFailure = (failure) => {
    if (signals.startFailed) return;
    signals.startFailed = true;
    parts.console.current.write(2, listenFailureLine(failure, false) + '\n');
    parts.console.current = { write: () => {} };
    parts.engine.interrupt();
    signals.endServing();
  };
}

/** How long the served process may take to close its listener after its launcher died, before it exits anyway. */
const ORPHAN_EXIT_MS = 800;

/**
 * bin/svc.js, when it re-launches node, gives this process an IPC channel. The channel closes when the launcher dies,
 * whatever killed it (SIGKILL cannot be caught and passed on): svc then closes its listener and exits at once rather
 * than serve on as an orphan (docs/shell.md, "The launcher"). The channel itself keeps nothing alive.
 */
function watchLauncher(parts: ShellParts): void {
  if (!process.connected) return;
  process.once('disconnect', () => {
    setTimeout(() => process.exit(129), ORPHAN_EXIT_MS).unref();
    void parts.service.close(0).finally(() => process.exit(129));
  });
  process.channel?.unref();
}

/** docs/contract.md 2: a file or -c that defined endpoints keeps serving until SIGINT/SIGTERM, unless --exit. */
async function finishScript(o: RunOptions, parts: ShellParts, code: number, completed: boolean, signals: SignalWatch): Promise<number> {
  // A loaded script file keeps the engine for reloads (--watch, SIGHUP); --watch serves even before the file defines
  // an endpoint (docs/files.md).
  const reloadable = parts.reloader.hasFiles;
  if (!reloadable) await parts.engine.terminate();
  if (completed && !o.exit && !signals.terminated && !signals.startFailed && (o.watch || (await parts.service.hasEndpoints()))) {
    signals.serving();
    await signals.served;
  }
  parts.reloader.close();
  if (reloadable) await parts.engine.terminate();
  await parts.service.close();
  return signals.startFailed ? 1 : code;
}

export function banner(): string {
  return `svc ${version()}. Type 'Get-Help about_Svc' for a tour; 'exit' or Ctrl-D to leave.\n`;
}

function version(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };
    return pkg.version;
  } catch { return 'unknown'; }
}

/** Exits once stdout and stderr have drained (process.exit alone can cut piped output short). */
export function exitWhenFlushed(code: number): void {
  let left = 2;
  const done = () => { if (--left === 0) process.exit(code); };
  process.stdout.write('', done);
  process.stderr.write('', done);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(exitWhenFlushed, (e) => {
    process.stderr.write(`svc: ${e instanceof Error ? e.stack ?? e.message : String(e)}\n`);
    exitWhenFlushed(1);
  });
}
