// The service: endpoint registry, settings, listener and request log behind one object. The shell (main thread)
// owns one; the engine reaches it through `host` (the ServiceHost of src/engine/host.ts), synchronously, or through
// `callHost`, which also waits for the listener work a call causes (binding on the first endpoint, a port change).
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { ServiceHost, ServiceOutcome } from '../engine/host.js';
import type { EndpointDefinition, EndpointInfo } from '../engine/protocol/endpoint-types.js';
import type { createApp, RequestDone } from './app.js';
import type { EndpointExecutor, ExecutorOptions, SandboxControl } from './executor.js';
import { EndpointRegistry, type RegisteredEndpoint } from './endpoint-registry.js';
import { applyDefinitionSet, type SetChange } from './definition-set.js';
import { ListenError, Listener, type BoundAddress } from './listener.js';
import { NESTED_CALL_HEADER, plainHeaders } from './to-request.js';
import { createConsoleHandler, type ConsoleEndpoint, type ConsoleEvent, type ConsoleService } from './console-routes.js';
import { consoleRoute, isLoopback, reservedPrefixError } from './console-prefix.js';
import { LogFileWriter, RequestRing, entryLevel, fileEntry, loggedBody, shouldLog, type RequestRecord } from './request-log.js';
import { AppTokens, TokenStoreFailed } from './app-tokens.js';
import { OPEN, authorize, refusalRule, requiresToken } from './access.js';
import { RateLimitRegistry } from './rate-limits.js';
import { RateLimiter } from './rate-limiter.js';
import type { AppTokenAnswer, AppTokenRequest } from '../engine/host.js';
import { outboundPolicy, type OutboundPolicy } from '../client/outbound-policy.js';
import type { HttpRequestData, HttpResponseData } from '../engine/host.js';
import { defaultSettings, validateSettings, type LogLevel, type ServiceSettings } from '../engine/protocol/settings-schema.js';
import { MemoryStore, cacheOf, limitsFromSettings, prefixedStore, type StoreHolder } from '../store/index.js';

export interface ServiceOptions {
  /** Initial settings (e.g. Port and ListenAddress from --port/--host). */
  settings?: Partial<ServiceSettings>;
  /** Runs endpoints: the isolate pool of src/sandbox (`createIsolatePool().execute`). */
  executor: EndpointExecutor;
  /** The pool behind the executor: its counts for Get-SvcSetting, and a stop for the calls cut at the shutdown grace. */
  sandbox?: SandboxControl;
  /**
   * The shared store (docs/state.md): the settings MaxCacheValueKB and MaxCacheKB cap it, DataPath and Store switch
   * it; the console's cache panel lists its keys.
   */
  store?: StoreHolder;
  /** Bind the listener when the first endpoint is defined (files and -c; docs/contract.md 2). */
  listenOnFirstEndpoint?: boolean;
  /** Service messages (a log file that cannot be written). */
  onLog?: (line: string, level: LogLevel) => void;
  /** Each answered request that the LogLevel setting lets through, with that setting (the shell renders it). */
  onRequest?: (record: RequestRecord, logLevel: LogLevel) => void;
  /** Called each time the listener is bound or rebound: the shell prints `Listening on URL` to stderr. */
  onListening?: (address: BoundAddress) => void;
  /**
   * The bind that starts the listener failed (listen(), or the first endpoint's): the listener is off until a -Port or
   * -ListenAddress change binds. Default: a service message. The endpoint calls that caused it succeed.
   */
  onListenFailure?: (failure: ListenError) => void;
  /**
   * What listens instead of this process's own HTTP listener: `svc --workers N` passes the worker processes, which
   * serve this service's endpoints on one port (docs/scale.md).
   */
  listener?: () => ServiceListener;
  /**
   * A worker's service (docs/scale.md): each answered request goes here, to the primary process that keeps the one
   * request log and prints it, instead of to onRequest and the log file.
   */
  forwardRecord?: (record: RequestRecord) => void;
  /** The endpoints or the settings changed (a definition, a removal, a reload, Set-SvcSetting): the primary tells its workers. */
  onChange?: () => void;
}

/** The listener's part a service uses: src/http/listener.ts, or the worker processes of `--workers` (docs/scale.md). */
export type ServiceListener = Pick<Listener, 'address' | 'bind' | 'close'>;

/** What a worker process needs to serve as this service does: every endpoint and every setting. */
export interface ServiceSnapshot {
  endpoints: EndpointInfo[];
  settings: ServiceSettings;
}

export type ServiceHostMethod = keyof ServiceHost;

export class Service {
  readonly host: ServiceHost;
  onLog: (line: string, level: LogLevel) => void;
  onRequest: (record: RequestRecord, logLevel: LogLevel) => void;
  onListening: (address: BoundAddress) => void;
  onListenFailure: (failure: ListenError) => void;
  private settings: ServiceSettings;
  /** The OutboundAllow and OutboundDeny settings, compiled (docs/sandbox.md, "Outbound calls"). */
  private outbound: OutboundPolicy;
  private readonly registry = new EndpointRegistry();
  /** App tokens: Grant-/Get-/Revoke-SvcAppToken and the check of -Authentication endpoints (docs/security.md). */
  readonly tokens: AppTokens;
  /** New-/Get-/Remove-SvcRateLimit's rules and the counting of requests against them (docs/security.md). */
  private readonly rateLimits = new RateLimitRegistry();
  private readonly limiter: RateLimiter;
  private readonly listener: ServiceListener;
  private readonly forwardRecord: ((record: RequestRecord) => void) | null;
  private readonly onChange: () => void;
  private readonly executor: EndpointExecutor;
  private readonly sandbox: SandboxControl | null;
  private readonly store: StoreHolder | null;
  /** Marks requests svc's own endpoints send to this listener (docs/sandbox.md, nested calls); unguessable. */
  /** Made when first needed: the Web Crypto global loads node's crypto then, not before the listener binds. */
  private nestedTokenValue: string | null = null;
  private get nestedToken(): string { return this.nestedTokenValue ??= crypto.randomUUID(); }
  private readonly logFile = new LogFileWriter((message) => this.onLog(message, 'Error'));
  private readonly requests: RequestRing;
  private requestSequence = 0;
  /** Live subscribers (the console page's server-sent events): every request, whatever the LogLevel, and endpoint changes. */
  private readonly consoleListeners = new Set<(event: ConsoleEvent) => void>();
  private consoleHandler: ReturnType<typeof createConsoleHandler> | null = null;
  /**
   * The listener's Express app, loaded once the listener is bound (docs/shell.md, "Start-up": Express and its ~60
   * files cost more than the bind itself); a request that comes first waits for it.
   */
  private handler: RequestListener | null = null;
  private handlerLoaded: Promise<RequestListener> | null = null;
  private readonly listenOnFirstEndpoint: boolean;
  /** Listener work caused by host calls, in order; `settled()` waits for it. */
  private pending: Promise<unknown> = Promise.resolve();
  private pendingError: Error | null = null;

  /** A reload in progress: its own registry and settings changes (stage()). */
  private staging: { registry: EndpointRegistry; changes: Record<string, unknown>; rateLimits: RateLimitRegistry; host: ServiceHost } | null = null;
  /** Set once the listener was asked to bind (the interactive shell, or a first endpoint): a port change then binds. */
  private wantListening = false;
  /** The bind that starts the listener failed: new endpoints do not try again, a -Port or -ListenAddress change does. */
  private listenerOff = false;

  constructor(options: ServiceOptions) {
    this.settings = { ...defaultSettings, ...validateSettings(options.settings ?? {}) };
    this.outbound = outboundPolicy(this.settings.OutboundAllow, this.settings.OutboundDeny);
    this.executor = options.executor;
    this.sandbox = options.sandbox ?? null;
    this.store = options.store ?? null;
    // App tokens, their records and the signing key live in the shared store under their own prefix (docs/security.md).
    const shared = this.store ?? new MemoryStore();
    this.tokens = new AppTokens(prefixedStore(shared, 'identity:'), () => {
      const chosen = this.store?.configured;
      return chosen !== undefined && ((chosen.store ?? '') !== '' || chosen.dataPath !== '');
    });
    const counts = prefixedStore(shared, 'ratelimit:');
    this.limiter = new RateLimiter(this.rateLimits, () => counts, () => ({
      ipAddresses: this.settings.RateLimitIpAddressAllowList, clients: this.settings.RateLimitClientAllowList,
      endpoints: this.settings.RateLimitEndpointAllowList,
    }));
    this.store?.setLimits(limitsFromSettings(this.settings));
    this.store?.subscribe(() => { for (const listener of this.consoleListeners) listener({ type: 'cache' }); });
    this.listenOnFirstEndpoint = options.listenOnFirstEndpoint ?? false;
    this.onLog = options.onLog ?? (() => {});
    this.onRequest = options.onRequest ?? (() => {});
    this.requests = new RequestRing(this.settings.RequestLogSize);
    this.onListening = options.onListening ?? (() => {});
    this.onListenFailure = options.onListenFailure ?? ((failure) => this.onLog(failure.message, 'Error'));
    this.listener = options.listener ? options.listener() : new Listener((req, res) => this.serve(req, res));
    this.forwardRecord = options.forwardRecord ?? null;
    this.onChange = options.onChange ?? (() => {});
    this.host = {
      defineEndpoint: (def) => attempt(() => this.defineEndpoint(def)),
      listEndpoints: (filter) => this.registry.list(filter),
      removeEndpoints: (filter) => attempt(() => this.changed(this.registry.remove(filter))),
      // The port actually bound, not the one asked for (`--port 0` picks a free one); unbound, the setting.
      getSettings: () => ({ ...this.settings, Port: this.listener.address?.port ?? this.settings.Port }),
      setSettings: (changes) => attempt(() => this.setSettings(changes)),
      requestLog: () => this.requests.list(),
      poolStats: () => {
        const stats = this.sandbox?.stats() ?? null;
        return stats ? { ...stats } : null;
      },
      ...rateLimitHost(this.rateLimits),
    };
  }

  /** A new Express app serving this service's endpoints, not listening (the listener uses one; tests may too). */
  async app(): Promise<ReturnType<typeof createApp>> {
    const { createApp } = await import('./app.js');
    return createApp({
      match: (segments, method, path) => this.registry.match(segments, method, path),
      maxRequestBodyKB: () => this.settings.MaxRequestBodyKB,
      maxRequestFields: () => this.settings.MaxRequestFields,
      runOptions: (endpoint) => this.runOptions(endpoint),
      isNestedCall: (marker) => marker === this.nestedToken,
      execute: (key, request, options) => this.executor(key, request, options),
      authorize: (endpoint, header) => (requiresToken(endpoint.info) ? authorize(this.tokens, endpoint.info, header) : OPEN),
      refusalRule: (verdict) => refusalRule(verdict.refusal),
      rateLimit: (method, path, ip, access) => this.limiter.check(method, path, ip, access.identity),
      requestDone: (done) => this.logRequest(done),
      console: (path) => this.consoleFor(path),
    });
  }

  /** The listener's handler: the app once loaded, else the request waits for it. */
  private serve(req: IncomingMessage, res: ServerResponse): void {
    if (this.handler !== null) return this.handler(req, res);
    this.loadHandler().then((handler) => handler(req, res), (e: unknown) => {
      this.onLog(`The HTTP app failed to load: ${e instanceof Error ? e.message : String(e)}`, 'Error');
      res.statusCode = 500;
      res.end();
    });
  }

  private loadHandler(): Promise<RequestListener> {
    this.handlerLoaded ??= this.app().then((app) => (this.handler = app));
    return this.handlerLoaded;
  }

  /** The console's handler for a path under ConsolePrefix while the console is on (docs/console.md), else null. */
  private consoleFor(path: string): ((req: IncomingMessage, res: ServerResponse) => void) | null {
    const prefix = this.settings.ConsolePrefix;
    const rest = consoleRoute(path, prefix);
    if (rest === null || !this.consoleOn()) return null;
    this.consoleHandler ??= createConsoleHandler(this.consoleService());
    const handler = this.consoleHandler;
    return (req, res) => handler(req, res, prefix, rest);
  }

  /** Console Auto: on while the listener (or the address it will bind) is a loopback address. */
  consoleOn(): boolean {
    const mode = this.settings.Console;
    return mode === 'On' || (mode === 'Auto' && isLoopback(this.listener.address?.host ?? this.settings.ListenAddress));
  }

  /** Calls `listener` with each request and each change of the endpoint list from now on; returns the function that stops it. */
  subscribe(listener: (event: ConsoleEvent) => void): () => void {
    this.consoleListeners.add(listener);
    return () => this.consoleListeners.delete(listener);
  }

  private consoleService(): ConsoleService {
    return {
      endpoints: () => this.registry.list({}).map((e): ConsoleEndpoint => ({
        id: e.id, url: e.url, methods: [...e.methods], errorAction: e.errorAction ?? this.settings.DefaultErrorAction,
        timeout: e.timeout ?? this.settings.ApiTimeout, description: e.description, tags: [...e.tags], script: e.script,
        authentication: e.authentication === true, roles: [...(e.roles ?? [])],
      })),
      requests: () => this.requests.list(),
      subscribe: (listener) => this.subscribe(listener),
      cache: async () => {
        const store = this.store;
        if (store === null) return { store: 'none', entries: [] };
        const listed = await cacheOf(store).store.list('');
        return listed.ok ? { store: store.name, entries: listed.value } : { store: store.name, error: listed.message };
      },
      openApi: async () => {
        const { openApiDocument } = await import('../engine/endpoint/openapi/openapi-document.js');
        return openApiDocument(this.registry.list({}), {
          defaultErrorAction: this.settings.DefaultErrorAction, serverUrl: this.listener.address?.url ?? null, version: '1.0.0',
        });
      },
    };
  }

  private changed<T>(value: T): T {
    for (const listener of this.consoleListeners) listener({ type: 'endpoints' });
    this.onChange();
    return value;
  }

  /** Every endpoint and setting, for a worker process to serve the same (docs/scale.md). */
  snapshot(): ServiceSnapshot {
    return { endpoints: this.registry.list({}), settings: { ...this.settings } };
  }

  get address(): BoundAddress | null {
    return this.listener.address;
  }

  hasEndpoints(): boolean {
    return this.registry.size > 0;
  }

  /** Binds the listener if it is not bound; resolves with the address. Rejects with a one-line Error. */
  listen(): Promise<BoundAddress> {
    this.wantListening = true;
    const bound = this.listener.address;
    if (bound) return Promise.resolve(bound);
    return this.enqueue(() => this.ensureBound()).catch((e: unknown) => {
      if (e instanceof ListenError) this.listenerOff = true;
      throw e;
    });
  }

  /**
   * Invoke-RestMethod / Invoke-WebRequest of this service's endpoint scripts (the isolate pool's bridge): a bare path
   * goes to this listener, with the nested-call marker; every hop is checked against the outbound policy.
   */
  async endpointHttp(request: HttpRequestData, cancel?: AbortSignal): Promise<HttpResponseData> {
    // Loaded with the first call: the client brings node:https and TLS, which the listener does not need to start.
    const { performHttpRequest } = await import('../client/http-client.js');
    return performHttpRequest(request, this.listener.address?.url ?? null, cancel, this.nestedCallHeaders(), this.outbound);
  }

  /** The header svc's HTTP client adds when an endpoint calls this service's own listener. */
  nestedCallHeaders(): Record<string, string> {
    return { [NESTED_CALL_HEADER]: this.nestedToken };
  }

  /**
   * Stops accepting; in-flight requests may finish for up to graceMs. At the grace the calls still running are
   * stopped (they answer 503, the server is shutting down) before the remaining connections are cut.
   */
  async close(graceMs = this.settings.ShutdownGrace * 1000): Promise<void> {
    await this.pending.catch(() => {});
    // While the app loads (just after the bind) connections wait unaccepted: one turn of the event loop once it has
    // loaded accepts them, so that a request sent before close() is in flight, not cut with the listening socket.
    if (this.handlerLoaded !== null) {
      await this.handlerLoaded.catch(() => {});
      await new Promise((resolve) => setImmediate(resolve));
    }
    await this.listener.close(graceMs, () => this.sandbox?.stopRunning());
    await this.logFile.flush();
  }

  /** Waits for the listener work that host calls scheduled; rejects (once) with the error of a failed bind. */
  async settled(): Promise<void> {
    await this.pending.catch(() => {});
    const error = this.pendingError;
    this.pendingError = null;
    if (error) throw error;
  }

  /** The ServiceHost call for a bridge that can wait: runs it, then waits for the listener work it caused. */
  async callHost(method: ServiceHostMethod, args: unknown[], staged = false): Promise<unknown> {
    if (method === 'appTokens') return this.appTokens(args[0] as AppTokenRequest);
    const host = staged ? this.staging?.host : this.host;
    if (host === undefined) throw new Error('No reload is in progress.');
    const fn = host[method] as (...a: unknown[]) => unknown;
    const result = fn(...args);
    try {
      await this.settled();
    } catch (e) {
      // The listener work a call caused failed (a port in use): the call's refusal, as data.
      return { ok: false, message: e instanceof Error ? e.message : String(e) };
    }
    return result;
  }

  /** Grant-/Get-/Revoke-SvcAppToken, through the shell's bridge (the store and signing are asynchronous). */
  async appTokens(request: AppTokenRequest): Promise<ServiceOutcome<AppTokenAnswer>> {
    try {
      return await this.appTokenCall(request);
    } catch (e) {
      if (!(e instanceof TokenStoreFailed)) throw e;
      return { ok: false, message: e.failure.message };
    }
  }

  private async appTokenCall(request: AppTokenRequest): Promise<ServiceOutcome<AppTokenAnswer>> {
    switch (request.op) {
      case 'grant': {
        const { info, token } = await this.tokens.grant(request.identity, request.roles, request.expires);
        return { ok: true, value: { op: 'grant', info, token } };
      }
      case 'list':
        return { ok: true, value: { op: 'list', tokens: await this.tokens.list() } };
      case 'revoke': {
        const info = await this.tokens.revoke(request.id);
        return info ? { ok: true, value: { op: 'revoke', info } } : { ok: false, message: `No app token has the id '${request.id}'.` };
      }
      case 'rotateKey':
        await this.tokens.rotateKey();
        return { ok: true, value: { op: 'rotateKey' } };
    }
  }

  /**
   * Starts a reload (docs/files.md): until commitStage or discardStage, calls made with `staged` define endpoints and
   * change settings in a staging area, seen by the run that makes them and served by no one.
   */
  stage(): void {
    const registry = new EndpointRegistry();
    const rateLimits = new RateLimitRegistry();
    const changes: Record<string, unknown> = {};
    this.staging = {
      registry, changes, rateLimits,
      host: {
        ...rateLimitHost(rateLimits),
        defineEndpoint: (def) => attempt(() => {
          const { endpoint, replaced } = registry.define(def);
          return { endpoint, replaced: replaced.length > 0 };
        }),
        listEndpoints: (filter) => registry.list(filter),
        removeEndpoints: (filter) => attempt(() => registry.remove(filter)),
        getSettings: () => ({ ...this.settings, ...changes }),
        setSettings: (c) => attempt(() => { Object.assign(changes, validateSettings(c)); }),
        requestLog: () => this.host.requestLog(),
      },
    };
  }

  /** Applies the staged set at once (definition-set.ts) and the staged settings; returns what changed. */
  commitStage(): SetChange[] {
    const staging = this.staging;
    this.staging = null;
    if (staging === null) return [];
    const changes = applyDefinitionSet(this.registry, staging.registry.list({}));
    // The files' rate limits replace those the files defined before; limits typed at the prompt stay (docs/files.md).
    this.rateLimits.remove({}).forEach((l) => { if (l.definedIn == null) this.rateLimits.define(l); });
    for (const l of staging.rateLimits.list()) this.rateLimits.define(l);
    if (Object.keys(staging.changes).length > 0) this.setSettings(staging.changes);
    this.changed(null);
    if (this.registry.size > 0) this.startOnFirstEndpoint();
    return changes;
  }

  /** A failed reload: the staged set is dropped; the live endpoints and settings stay as they were. */
  discardStage(): void {
    this.staging = null;
  }

  /** Resolves when every request log line so far is written to LoggingFilePath. */
  flushLog(): Promise<void> {
    return this.logFile.flush();
  }

  private defineEndpoint(def: EndpointDefinition): { endpoint: EndpointInfo; replaced: boolean } {
    const reserved = def.regex ? null : reservedPrefixError(def.url, this.settings.ConsolePrefix);
    if (reserved) throw new Error(reserved);
    const { endpoint, replaced } = this.changed(this.registry.define(def));
    this.startOnFirstEndpoint();
    return { endpoint, replaced: replaced.length > 0 };
  }

  private setSettings(changes: Record<string, unknown>): void {
    const valid = validateSettings(changes);
    if (valid.ConsolePrefix !== undefined) {
      const clash = this.registry.list({}).map((e) => (e.regex ? null : reservedPrefixError(e.url, valid.ConsolePrefix!))).find((m) => m !== null);
      if (clash) throw new Error(clash);
    }
    const previous = this.settings;
    this.settings = { ...previous, ...valid };
    this.onChange();
    if (valid.RequestLogSize !== undefined) this.requests.resize(valid.RequestLogSize);
    if (valid.OutboundAllow !== undefined || valid.OutboundDeny !== undefined) this.outbound = outboundPolicy(this.settings.OutboundAllow, this.settings.OutboundDeny);
    if (valid.MaxCacheValueKB !== undefined || valid.MaxCacheKB !== undefined) this.store?.setLimits(limitsFromSettings(this.settings));
    if ('DataPath' in valid || 'Store' in valid) this.switchStore(previous);
    // The page shows each endpoint's effective ErrorAction and timeout, which follow DefaultErrorAction and ApiTimeout.
    if (valid.DefaultErrorAction !== undefined || valid.ApiTimeout !== undefined) this.changed(null);
    const moved = (valid.Port !== undefined && valid.Port !== previous.Port)
      || (valid.ListenAddress !== undefined && valid.ListenAddress !== previous.ListenAddress);
    // A service that should listen binds the new address at once, also when it is not listening now (its first
    // bind failed: a port in use at start-up); the shell prints where it listens, or the cmdlet fails with one line.
    if (moved && (this.listener.address || this.wantListening)) {
      this.schedule(async () => {
        try {
          await this.bindNow();
        } catch (e) {
          // A failed rebind keeps the old listener, so the settings go back to what it serves.
          this.settings = { ...this.settings, Port: previous.Port, ListenAddress: previous.ListenAddress };
          throw e;
        }
      });
    }
  }

  /**
   * Files and -c bind when the first endpoint is defined (docs/contract.md 2). A failure is reported once, through
   * onListenFailure, and leaves the listener off; the definition itself stands.
   */
  private startOnFirstEndpoint(): void {
    if (!this.listenOnFirstEndpoint || this.listener.address || this.listenerOff) return;
    this.wantListening = true;
    this.schedule(async () => {
      try {
        await this.ensureBound();
      } catch (e) {
        if (!(e instanceof ListenError)) throw e;
        this.listenerOff = true;
        this.onListenFailure(e);
      }
    });
  }

  /**
   * Set-SvcSetting -Store / -DataPath: the new store opens before the old one is let go; when it cannot, the command
   * fails with its one line and the settings stay as they were (docs/state.md).
   */
  private switchStore(previous: ServiceSettings): void {
    const store = this.store;
    if (store === null) return;
    this.schedule(async () => {
      const dataPath = this.settings.DataPath ?? store.configured.dataPath;
      const switched = await store.reconfigure({ store: this.settings.Store, dataPath }, { storeSource: 'the Store setting', dataSource: 'the DataPath setting', notice: (line) => this.onLog(line, 'Warning') });
      if (switched.ok) {
        this.settings = { ...this.settings, DataPath: dataPath };
        this.tokens.forgetKey();
        return;
      }
      this.settings = { ...this.settings, Store: previous.Store, DataPath: previous.DataPath };
      throw new Error(switched.message);
    });
  }

  /** Binds unless an earlier queued bind already did (several endpoints defined before the first bind ran). */
  private ensureBound(): Promise<BoundAddress> {
    return this.listener.address ? Promise.resolve(this.listener.address) : this.bindNow();
  }

  private async bindNow(): Promise<BoundAddress> {
    const address = await this.listener.bind(this.settings.ListenAddress, this.settings.Port);
    this.listenerOff = false;
    this.onListening(address);
    // Bound first, then the app: `Listening on` does not wait for Express.
    if (this.handler === null) setImmediate(() => void this.loadHandler().catch(() => {}));
    return address;
  }

  private enqueue<T>(work: () => Promise<T>): Promise<T> {
    const run = this.pending.catch(() => {}).then(work);
    this.pending = run;
    return run;
  }

  private schedule(work: () => Promise<unknown>): void {
    this.enqueue(work).catch((e: Error) => {
      this.pendingError = e;
    });
  }

  private runOptions(endpoint: RegisteredEndpoint): ExecutorOptions {
    const info = endpoint.info;
    const timeout = info.timeout ?? this.settings.ApiTimeout;
    return {
      script: info.script,
      scriptName: info.scriptName ?? null,
      sharedFiles: info.sharedFiles ?? null,
      errorAction: info.errorAction ?? this.settings.DefaultErrorAction,
      jsonDepth: this.settings.JsonDepth,
      timeoutMs: timeout * 1000,
      memoryLimitMb: this.settings.MemoryLimitMB,
      maxResponseKB: this.settings.MaxResponseKB,
      maxIsolates: this.settings.MaxIsolates,
      queueTimeoutMs: this.settings.QueueTimeout * 1000,
    };
  }

  /** Every request goes to the ring and the live subscribers; the shell and the log file get it when LogLevel allows. */
  private logRequest(done: RequestDone): void {
    const record = this.record(done);
    this.requests.add(record);
    if (this.consoleListeners.size > 0) for (const listener of this.consoleListeners) listener({ type: 'request', record });
    if (this.forwardRecord !== null) this.forwardRecord(record);
    else this.printRecord(record);
  }

  /** A request another process of this service answered (a worker, docs/scale.md): it joins this request log. */
  logRecord(answered: RequestRecord): void {
    const record = { ...answered, sequence: ++this.requestSequence };
    this.requests.add(record);
    if (this.consoleListeners.size > 0) for (const listener of this.consoleListeners) listener({ type: 'request', record });
    this.printRecord(record);
  }

  private printRecord(record: RequestRecord): void {
    const level = this.settings.LogLevel;
    if (!shouldLog(level, entryLevel(record.status))) return;
    this.onRequest(record, level);
    if (this.settings.LoggingFilePath) this.logFile.append(this.settings.LoggingFilePath, fileEntry(record));
  }

  private record(done: RequestDone): RequestRecord {
    const request = done.request;
    return {
      sequence: ++this.requestSequence, time: new Date(done.startedAt).toISOString(), method: done.method, url: done.url,
      status: done.response.status, durationMs: Math.max(0, Date.now() - done.startedAt), requestId: request?.requestId ?? null,
      endpoint: done.endpoint,
      request: { headers: request?.headers ?? plainHeaders(done.rawHeaders), body: request ? loggedBody(request.body) : '' },
      response: { headers: done.response.headers, body: loggedBody(done.response.body) },
      errors: done.errors, hostOutput: done.hostOutput, refusal: done.refusedBy ?? null,
    };
  }
}

export function createService(options: ServiceOptions): Service {
  return new Service(options);
}

/** New-/Get-/Remove-SvcRateLimit on a registry (the live one, or a reload's staging one). */
function rateLimitHost(rules: RateLimitRegistry): Pick<ServiceHost, 'defineRateLimit' | 'listRateLimits' | 'removeRateLimits'> {
  return {
    defineRateLimit: (def) => attempt(() => rules.define(def)),
    listRateLimits: () => rules.list(),
    removeRateLimits: (filter) => attempt(() => rules.remove(filter)),
  };
}

/** The service's own refusals (Error with a one-line message) as data for the ServiceHost edge. */
function attempt<T>(call: () => T): ServiceOutcome<T> {
  try {
    return { ok: true, value: call() };
  } catch (e) {
    if (!(e instanceof Error)) throw e;
    return { ok: false, message: e.message };
  }
}
