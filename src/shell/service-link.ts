// The shell's link to the service (src/http): created on first need, so `svc -c '1 + 1'` never loads Express or
// isolated-vm and never touches a port (docs/contract.md 2). The listener is bound when the interactive shell starts, or for a
// file/-c when the first endpoint is defined, before that command returns (Service.callHost waits for the bind);
// each bind prints one `Listening on` line to stderr.
import type { ListenError, Service } from '../http/index.js';
import type { IsolatePool, PoolEvent } from '../sandbox/index.js';
import type { ServiceHost } from '../engine/host.js';
import type { SetChange } from '../http/definition-set.js';
import type { WorkerFleet } from './cluster/worker-fleet.js';
import type { Palette } from './format/palette.js';
import { renderRequest } from './format/request-log-view.js';
import { cacheOf, serveCacheJson, type StoreHolder } from '../store/index.js';

export interface ServiceLinkOptions {
  port: number;
  host: string;
  /** The shared store: endpoint scripts reach its cache, and the settings DataPath, Store and MaxCache* steer it. */
  store: StoreHolder;
  /** Request log lines (`GET /x -> 200 (2 ms)` and what is indented under it); the REPL prints them above the prompt. */
  log(line: string): void;
  /** The colours of the request log (stderr's, with the session's $PSStyle as it is now). */
  palette(): Palette;
  /** Set-SvcSetting -Watch was given (docs/files.md). */
  onWatch?(on: boolean): void;
  /** `Listening on ...` and listener errors. */
  notice(line: string): void;
  /** The bind that starts the listener failed (a port in use, an address not on this machine): cli.ts says so. */
  listenFailure(failure: ListenError): void;
  /** `--workers N` (docs/scale.md): N worker processes serve the endpoints; null: this process does. */
  workers?: number | null;
}

function poolLine(event: PoolEvent): string {
  const s = event.stats;
  const what = event.kind === 'refused' ? 'refused a call (503)' : `${event.kind} to ${s.size} isolates`;
  return `sandbox: ${what}: ${s.busy} busy, ${s.queued} queued, ${s.recycled} recycled, ${s.refused} refused (MaxIsolates ${s.maxIsolates})`;
}

export class ServiceLink {
  private service: Promise<Service> | null = null;
  private pool: IsolatePool | null = null;
  /** The pool as it loads, from the first bind on (null before it); `closed`: close() was called. */
  private poolLoading: Promise<IsolatePool> | null = null;
  private closed = false;
  private fleet: WorkerFleet | null = null;
  private binding: Promise<boolean> | null = null;
  /** The listener could not start and that was said: said once until it listens (`svc -i FILE` tries again). */
  private off = false;
  /** src/http's ListenError test, once that module is loaded (it is loaded on first need). */
  private isListenError: (e: unknown) => e is ListenError = (_e): _e is ListenError => false;

  /**
   * The request log's lines (and service messages) of one turn of the event loop, written together: one write to
   * the terminal or pipe (a system call, and a redraw of the prompt) per turn instead of one per request.
   */
  private logLines: string[] = [];

  constructor(private readonly opts: ServiceLinkOptions) {}

  private log(line: string): void {
    if (this.logLines.push(line) === 1) setImmediate(() => this.flushLog());
  }

  private flushLog(): void {
    const lines = this.logLines;
    this.logLines = [];
    if (lines.length > 0) this.opts.log(lines.join('\n'));
  }

  /** The service, created on first use. */
  handle(): Promise<Service> {
    this.service ??= this.create();
    return this.service;
  }

  /** The service runs every endpoint call in the isolate pool (docs/contract.md 6); Invoke-RestMethod inside an endpoint is bridged. */
  private async create(): Promise<Service> {
    if (this.opts.workers) return this.createPrimary(this.opts.workers);
    const { createService, ListenError } = await import('../http/index.js');
    this.isListenError = (e) => e instanceof ListenError;
    let service: Service | null = null;
    const cache = cacheOf(this.opts.store);
    let bound = (): void => {};
    const firstBind = new Promise<void>((resolve) => { bound = resolve; });
    // The pool, and isolated-vm with it (~10-20 ms of the main thread), load once the listener is bound
    // (docs/shell.md, "Start-up"): no call can come before, and its isolates would warm only then anyway.
    const loading = firstBind.then(() => import('../sandbox/index.js')).then(({ createIsolatePool }) => {
      const pool = createIsolatePool({
        cache: (json) => serveCacheJson(cache.serve, json),
        // Calls come once endpoints exist, so after the service is made.
        http: (request, cancel) => service!.endpointHttp(request, cancel),
        // Growth, shrinking and refusals show in the console as service messages (docs/sandbox.md, the pool).
        onEvent: (event) => service?.onLog(poolLine(event), 'Warning'),
      });
      this.pool = pool;
      if (this.closed) void pool.close();
      return pool;
    });
    service = createService({
      executor: (key, request, options) => (this.pool ? this.pool.execute(key, request, options) : loading.then((pool) => pool.execute(key, request, options))),
      sandbox: { stats: () => this.pool?.stats() ?? null, stopRunning: () => this.pool?.stopRunning() },
      settings: { Port: this.opts.port, ListenAddress: this.opts.host, DataPath: this.opts.store.configured.dataPath, Store: this.opts.store.configured.store },
      store: this.opts.store,
      listenOnFirstEndpoint: true,
      onLog: (line) => this.log(line),
      onRequest: (record, level) => this.log(renderRequest(record, level, this.opts.palette())),
      onListening: (address) => { this.off = false; this.opts.notice(`Listening on ${address.url}`); bound(); this.poolLoading = loading; },
      onListenFailure: (failure) => this.reportOff(failure),
    });
    return service;
  }

  /**
   * `--workers N` (docs/scale.md): this process keeps the service's endpoints, settings, request log and store, and
   * serves no HTTP itself: its listener is the worker fleet (node:cluster is loaded only here).
   */
  private async createPrimary(count: number): Promise<Service> {
    const [{ createService, ListenError }, { WorkerFleet }] = await Promise.all([import('../http/index.js'), import('./cluster/worker-fleet.js')]);
    this.isListenError = (e) => e instanceof ListenError;
    const configured = this.opts.store.configured;
    const fleet = new WorkerFleet({
      count, store: this.opts.store, notice: (line) => this.opts.notice(line),
      config: { store: configured.store, dataPath: configured.dataPath },
    });
    this.fleet = fleet;
    const service = createService({
      executor: () => Promise.resolve({ kind: 'unavailable', reason: 'busy', message: 'The primary process serves no endpoint calls.', retryAfter: 1 }),
      settings: { Port: this.opts.port, ListenAddress: this.opts.host, DataPath: configured.dataPath, Store: configured.store },
      store: this.opts.store,
      listenOnFirstEndpoint: true,
      listener: () => fleet,
      onChange: () => fleet.changed(),
      onLog: (line) => this.log(line),
      onRequest: (record, level) => this.log(renderRequest(record, level, this.opts.palette())),
      onListening: (address) => { this.off = false; this.opts.notice(`Listening on ${address.url}`); },
      onListenFailure: (failure) => this.reportOff(failure),
    });
    fleet.attach(service);
    return service;
  }

  /** http://HOST:PORT once listening, for relative URLs of the client cmdlets. */
  async baseUrl(): Promise<string | null> {
    if (this.binding) await this.binding;
    return this.service ? (await this.service).address?.url ?? null : null;
  }

  /** Binds the listener if not yet bound (the interactive shell). A bind failure is one line, never a stack. */
  ensureListening(): Promise<boolean> {
    this.binding ??= this.handle().then(async (s) => {
      try {
        await s.listen();
        return true;
      } catch (e) {
        if (this.isListenError(e)) this.reportOff(e); else this.opts.notice(`svc: ${(e as Error).message}`);
        return false;
      }
    });
    return this.binding;
  }

  private reportOff(failure: ListenError): void {
    if (this.off) return;
    this.off = true;
    this.opts.listenFailure(failure);
  }

  /** A ServiceHost method called by the engine worker; waits for the listener work it causes. */
  async call(method: keyof ServiceHost, arg: unknown, staged = false): Promise<unknown> {
    const s = await this.handle();
    const result = await s.callHost(method, [arg], staged);
    // Once the listener is bound, a command sees the pool (Get-SvcSetting's Pool) as soon as it runs.
    if (this.pool === null && this.poolLoading !== null) await this.poolLoading;
    // Under --workers, a definition or setting is served by every worker before the command that made it returns.
    await this.fleet?.synced();
    const watch = (arg as Record<string, unknown> | null)?.Watch;
    if (method === 'setSettings' && !staged && typeof watch === 'boolean') this.opts.onWatch?.(watch);
    return result;
  }

  /** A reload's staging area (Service.stage, docs/files.md). */
  async stage(): Promise<void> { (await this.handle()).stage(); }
  async commitStage(): Promise<SetChange[]> {
    const changes = (await this.handle()).commitStage();
    await this.fleet?.synced();
    return changes;
  }
  async discardStage(): Promise<void> { (await this.handle()).discardStage(); }

  async endpointUrls(): Promise<string[]> {
    if (!this.service) return [];
    try {
      const s = await this.service;
      return [...new Set(s.host.listEndpoints({}).map((e) => e.url))];
    } catch { return []; }
  }

  async hasEndpoints(): Promise<boolean> {
    if (!this.service) return false;
    try { return (await this.service).hasEndpoints(); } catch { return false; }
  }

  /** `graceMs`: how long requests in flight may finish (default: the ShutdownGrace setting). */
  async close(graceMs?: number): Promise<void> {
    this.closed = true;
    if (!this.service) return;
    try { await (await this.service).close(graceMs); } catch { /* it never started: nothing to close */ }
    await this.pool?.close();
    this.flushLog();
  }
}
