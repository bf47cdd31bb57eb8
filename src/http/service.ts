// The service: endpoint registry, settings, listener and request log behind one object. The shell (main thread)
// owns one; the engine reaches it through `host` (the ServiceHost of src/engine/host.ts), synchronously, or through
// `callHost`, which also waits for the listener work a call causes (binding on the first endpoint, a port change).
import type { ServiceHost } from '../engine/host.js';
import type { EndpointDefinition, EndpointInfo } from '../engine/endpoint/types.js';
import { createApp, type RequestDone } from './app.js';
import type { EndpointExecutor, ExecutorOptions } from './executor.js';
import { EndpointRegistry, type RegisteredEndpoint, type ScriptCheck } from './endpoint-registry.js';
import { Listener, type BoundAddress } from './listener.js';
import { LogFileWriter, entryLevel, formatEntry, shouldLog, type RequestLogEntry } from './request-log.js';
import { defaultSettings, validateSettings, type LogLevel, type ServiceSettings } from './settings.js';

export interface ServiceOptions {
  /** Initial settings (e.g. Port and ListenAddress from --port/--host). */
  settings?: Partial<ServiceSettings>;
  /** Runs endpoints: the isolate pool of src/sandbox (`createIsolatePool().execute`). */
  executor: EndpointExecutor;
  /** Bind the listener when the first endpoint is defined (files and -c; docs/contract.md 2). */
  listenOnFirstEndpoint?: boolean;
  /** Request log lines and service messages, already filtered by LogLevel. */
  onLog?: (line: string, level: LogLevel) => void;
  /** Called each time the listener is bound or rebound: the shell prints `Listening on URL` to stderr. */
  onListening?: (address: BoundAddress) => void;
}

export type ServiceHostMethod = keyof ServiceHost;

export class Service {
  readonly host: ServiceHost;
  onLog: (line: string, level: LogLevel) => void;
  onListening: (address: BoundAddress) => void;
  private settings: ServiceSettings;
  private readonly registry = new EndpointRegistry();
  private readonly listener: Listener;
  private readonly executor: EndpointExecutor;
  private readonly logFile = new LogFileWriter((message) => this.onLog(message, 'Error'));
  private readonly listenOnFirstEndpoint: boolean;
  /** Listener work caused by host calls, in order; `settled()` waits for it. */
  private pending: Promise<unknown> = Promise.resolve();
  private pendingError: Error | null = null;

  /**
   * The syntax check of New-SvcEndpoint's script, loaded on first need: the parser costs ~300 ms to load, which the
   * listener should not wait for at start-up (docs/contract.md 9, start-up target). `ready()` loads it.
   */
  private checkScript: ScriptCheck | null = null;
  private checkLoading: Promise<void> | null = null;

  constructor(options: ServiceOptions) {
    this.settings = { ...defaultSettings, ...validateSettings(options.settings ?? {}) };
    this.executor = options.executor;
    this.listenOnFirstEndpoint = options.listenOnFirstEndpoint ?? false;
    this.onLog = options.onLog ?? (() => {});
    this.onListening = options.onListening ?? (() => {});
    this.listener = new Listener(this.app());
    this.host = {
      defineEndpoint: (def) => this.defineEndpoint(def),
      listEndpoints: (filter) => this.registry.list(filter),
      removeEndpoints: (filter) => this.registry.remove(filter),
      getSettings: () => ({ ...this.settings }),
      setSettings: (changes) => this.setSettings(changes),
    };
  }

  /** A new Express app serving this service's endpoints, not listening (the listener uses one; tests may too). */
  app(): ReturnType<typeof createApp> {
    return createApp({
      match: (segments, method) => this.registry.match(segments, method),
      maxRequestBodyKB: () => this.settings.MaxRequestBodyKB,
      maxRequestFields: () => this.settings.MaxRequestFields,
      runOptions: (endpoint) => this.runOptions(endpoint),
      execute: (key, request, options) => this.executor(key, request, options),
      requestDone: (done) => this.logRequest(done),
    });
  }

  get address(): BoundAddress | null {
    return this.listener.address;
  }

  hasEndpoints(): boolean {
    return this.registry.size > 0;
  }

  /** Binds the listener if it is not bound; resolves with the address. Rejects with a one-line Error. */
  listen(): Promise<BoundAddress> {
    const bound = this.listener.address;
    if (bound) return Promise.resolve(bound);
    return this.enqueue(() => this.ensureBound());
  }

  /** Stops accepting; in-flight requests may finish for up to graceMs. */
  async close(graceMs = 5000): Promise<void> {
    await this.pending.catch(() => {});
    await this.listener.close(graceMs);
    await this.logFile.flush();
  }

  /** Waits for the listener work that host calls scheduled; rejects (once) with the error of a failed bind. */
  async settled(): Promise<void> {
    await this.pending.catch(() => {});
    const error = this.pendingError;
    this.pendingError = null;
    if (error) throw error;
  }

  /** Resolves when the service can take definitions synchronously through `host` (its script check is loaded). */
  ready(): Promise<void> {
    this.checkLoading ??= import('../engine/endpoint/endpoint-script.js').then(({ prepareScript, describeParseError }) => {
      this.checkScript = (script) => {
        const parsed = prepareScript(script);
        return parsed.errors.length > 0 ? describeParseError(parsed.errors[0]!) : null;
      };
    });
    return this.checkLoading;
  }

  /** The ServiceHost call for a bridge that can wait: runs it, then waits for the listener work it caused. */
  async callHost(method: ServiceHostMethod, args: unknown[]): Promise<unknown> {
    if (method === 'defineEndpoint') await this.ready();
    const fn = this.host[method] as (...a: unknown[]) => unknown;
    const result = fn(...args);
    await this.settled();
    return result;
  }

  /** Resolves when every request log line so far is written to LoggingFilePath. */
  flushLog(): Promise<void> {
    return this.logFile.flush();
  }

  private defineEndpoint(def: EndpointDefinition): { endpoint: EndpointInfo; replaced: boolean } {
    if (!this.checkScript) throw new Error('The service is still starting; define the endpoint again in a moment.');
    const { endpoint, replaced } = this.registry.define(def, this.checkScript);
    if (this.listenOnFirstEndpoint && !this.listener.address) this.schedule(() => this.ensureBound());
    return { endpoint, replaced: replaced.length > 0 };
  }

  private setSettings(changes: Record<string, unknown>): void {
    const valid = validateSettings(changes);
    const previous = this.settings;
    this.settings = { ...previous, ...valid };
    const moved = (valid.Port !== undefined && valid.Port !== previous.Port)
      || (valid.ListenAddress !== undefined && valid.ListenAddress !== previous.ListenAddress);
    if (moved && this.listener.address) {
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

  /** Binds unless an earlier queued bind already did (several endpoints defined before the first bind ran). */
  private ensureBound(): Promise<BoundAddress> {
    return this.listener.address ? Promise.resolve(this.listener.address) : this.bindNow();
  }

  private async bindNow(): Promise<BoundAddress> {
    const address = await this.listener.bind(this.settings.ListenAddress, this.settings.Port);
    this.onListening(address);
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
      errorAction: info.errorAction ?? this.settings.DefaultErrorAction,
      jsonDepth: this.settings.JsonDepth,
      timeoutMs: timeout * 1000,
      memoryLimitMb: this.settings.MemoryLimitMB,
    };
  }

  /** One line per request at its level; at Verbose, the script's errors follow, one indented line each. */
  private logRequest(done: RequestDone): void {
    const level = entryLevel(done.status);
    if (!shouldLog(this.settings.LogLevel, level)) return;
    const entry: RequestLogEntry = {
      time: new Date().toISOString(), method: done.method, path: done.path, status: done.status,
      durationMs: Math.max(0, Date.now() - done.startedAt), requestId: done.requestId,
    };
    this.onLog(formatEntry(entry), level);
    if (this.settings.LogLevel === 'Verbose') for (const message of done.errors) this.onLog(`  error: ${oneLine(message)}`, 'Verbose');
    if (this.settings.LoggingFilePath) this.logFile.append(this.settings.LoggingFilePath, { ...entry, errors: done.errors });
  }
}

const oneLine = (s: string): string => s.replace(/\r?\n/g, ' ');

export function createService(options: ServiceOptions): Service {
  return new Service(options);
}
