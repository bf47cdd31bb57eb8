// One warm isolate: a long-lived context holding the engine bundle, loaded once (docs/contract.md 6: a new context or isolate per
// request costs 5x to 16x the throughput). A call is one async `apply` of the guest's entry, so the script runs on the
// isolate's own thread and the server's event loop never waits on it. The endpoint's timeout is enforced twice: the
// guest stops itself at the deadline (loops poll it, Start-Sleep and HTTP calls wake at it), and a wall-clock
// watchdog disposes the isolate shortly after, for whatever does not poll (a long builtin, an engine bug).
// isolated-vm's own `timeout` is not used: it does not count time spent waiting on the host, and costs a timer per call.
import ivm from 'isolated-vm';
import type { EndpointRequest, EndpointResult } from '../engine/protocol/endpoint-types.js';
import type { SharedFile } from '../engine/protocol/shared-files.js';
import type { EngineBundle } from './engine-bundle.js';
import { BATCH_ITEM, BRIDGE_CACHE, BRIDGE_HTTP, BRIDGE_SLEEP, BRIDGE_STOP, GUEST_RUN, GUEST_RUN_MANY, SHARED_INTS, STOP_NONE, type GuestCallOptions } from './guest/protocol.js';
import { memoryResult, sandboxError, shutdownResult, timeoutResult } from './guest/results.js';
import { HostBridge, type CacheServer, type HttpClient } from './host-bridge.js';
import { fromWire, type WireResult } from './guest/result-wire.js';
import type { ExecuteOptions } from './types.js';
import { nudgeIsolate } from './memory-trim.js';
import type { WireRequest } from './wire-request.js';
import { toWireRequest } from './wire-request.js';

/** The MaxResponseKB default (docs/sandbox.md, limits); the service passes the setting with each call. */
export const DEFAULT_MAX_RESPONSE_KB = 32 * 1024;
/**
 * How long past the deadline the watchdog waits for the guest to stop by itself (it normally does at the deadline);
 * what does not stop by then (a regular expression backtracking, a long builtin) has its isolate disposed.
 */
export const WATCHDOG_GRACE_MS = 100;
/** Loading the bundle (building the parser) must not hang a pool. */
const LOAD_TIMEOUT_MS = 10_000;
const WARM_UP_SCRIPT = "{ param($Name = 'svc') $x = @{ Name = $Name; Items = 1..3 }; foreach ($i in $x.Items) { $i * 2 }; \"hello $Name\" }";

function warmUpRequest(): EndpointRequest {
  return {
    method: 'GET', url: '/', path: '/', urlDefinition: '/', routeParameters: {}, query: {}, headers: {}, cookies: {},
    body: '', data: new Uint8Array(0), form: null, remoteIpAddress: '127.0.0.1', remotePort: 0, localIpAddress: '127.0.0.1',
    localPort: 0, requestId: 'warm-up', connectionId: 'c1', sessionId: 's1', identity: null,
  };
}

export interface SlotCall {
  request: WireRequest;
  options: ExecuteOptions;
}

export interface SlotOutcome {
  result: EndpointResult;
  /** The isolate exceeded a limit or died: dispose it and warm another. */
  recycle: boolean;
}

/** Several calls of one endpoint that crossed together (executeMany): one result per request, in order. */
export interface SlotBatchOutcome {
  results: EndpointResult[];
  recycle: boolean;
}

export class IsolateSlot {
  private closing = false;
  private warmHeapBytes = Infinity;
  /** When the running call's watchdog disposes the isolate (performance.now() ms); Infinity while none is due. */
  private watchdogAt = Infinity;
  /** While calls that crossed together run: each one's timeout (ms), and the one the watchdog last saw start. */
  private batchTimeoutMs = 0;
  private batchItem = 0;
  private watchdogFired = false;

  private constructor(
    private readonly isolate: ivm.Isolate,
    private readonly run: ivm.Reference,
    private readonly runMany: ivm.Reference,
    private readonly bridge: HostBridge,
    private readonly stopFlag: Int32Array,
    readonly memoryLimitMb: number,
  ) {}

  /** `isolate`: a fresh one with this memory limit, made ahead (IsolateStock); by default made now. */
  static async create(bundle: EngineBundle, memoryLimitMb: number, httpClient?: HttpClient, cache?: CacheServer,
    isolate: ivm.Isolate = new ivm.Isolate({ memoryLimit: memoryLimitMb })): Promise<IsolateSlot> {
    const bridge = new HostBridge(httpClient, cache);
    const stopBuffer = new SharedArrayBuffer(SHARED_INTS * 4);
    try {
      const context = await isolate.createContext();
      // The host powers the guest may use; the bundle moves them into a closure and deletes the globals. The stop
      // flag is shared memory: a SharedArrayBuffer copied in is the same memory on both sides.
      await context.global.set(BRIDGE_STOP, new ivm.ExternalCopy(stopBuffer).copyInto({ release: true }));
      await context.global.set(BRIDGE_SLEEP, new ivm.Reference((ms: number) => bridge.sleep(ms)));
      if (bridge.hasHttp) await context.global.set(BRIDGE_HTTP, new ivm.Reference((json: string) => bridge.http(json)));
      const cacheServer = bridge.cache;
      if (cacheServer !== undefined) await context.global.set(BRIDGE_CACHE, new ivm.Reference((json: string) => cacheServer(String(json))));
      const script = await compileBundle(isolate, bundle);
      await script.run(context, { timeout: LOAD_TIMEOUT_MS });
      script.release();
      const run = await context.global.get(GUEST_RUN, { reference: true });
      const runMany = await context.global.get(GUEST_RUN_MANY, { reference: true });
      await context.global.delete(GUEST_RUN);
      await context.global.delete(GUEST_RUN_MANY);
      const slot = new IsolateSlot(isolate, run, runMany, bridge, new Int32Array(stopBuffer), memoryLimitMb);
      await slot.warmUp();
      slot.warmHeapBytes = slot.heapBytes();
      return slot;
    } catch (e) {
      bridge.clear();
      if (!isolate.isDisposed) isolate.dispose();
      throw e;
    }
  }

  /**
   * One small call before the isolate takes real ones: the engine's first call costs a few hundred ms (lazy set-up,
   * JIT), paid here on the isolate's thread instead of by the first request.
   */
  private async warmUp(): Promise<void> {
    // No pool ticks for a slot being made: the warm-up call has a timer of its own as its watchdog.
    const watchdog = setTimeout(() => this.overdue(Infinity), LOAD_TIMEOUT_MS + WATCHDOG_GRACE_MS);
    const outcome = await this.execute({
      request: toWireRequest(warmUpRequest()),
      options: { script: WARM_UP_SCRIPT, errorAction: 'Continue', jsonDepth: 2, timeoutMs: LOAD_TIMEOUT_MS, memoryLimitMb: this.memoryLimitMb },
    }).finally(() => clearTimeout(watchdog));
    if (!this.alive) throw new Error(`the engine failed its warm-up call (${outcome.result.kind})`);
  }

  /**
   * The isolate's heap and the memory it holds outside it, in bytes. V8 keeps a heap grown by a big call until a
   * collection it has no reason to run while idle; the pool replaces such an isolate once it idles (docs/sandbox.md).
   */
  heapBytes(): number {
    if (this.isolate.isDisposed) return 0;
    const stats = this.isolate.getHeapStatisticsSync();
    return stats.total_heap_size + stats.externally_allocated_size;
  }

  /** Runs what waits in the isolate's task queue (memory-trim.ts: V8's page-pool release lands there, unwoken). */
  nudge(): Promise<void> {
    return nudgeIsolate(this.isolate);
  }

  /** The heap has grown to twice what it was once warm (~10 MB with the engine loaded). */
  get bloated(): boolean {
    return this.heapBytes() > 2 * this.warmHeapBytes;
  }

  get alive(): boolean {
    return !this.isolate.isDisposed;
  }

  /**
   * Asks the running call to stop (STOP_GONE or STOP_SHUTDOWN): the guest sees the flag at its next poll, or as soon
   * as its pending sleep or HTTP request ends, which this ends now. The call resolves with goneResult/shutdownResult.
   */
  stop(reason: number): void {
    Atomics.store(this.stopFlag, 0, reason);
    this.bridge.wake();
  }

  /**
   * Runs one call. Its watchdog is `overdue()`, which the pool calls on its housekeeping tick (every 25 ms while a call
   * runs): a Node timer per call cost the quick call ~9 us to arm and clear (docs/sandbox.md, limits).
   */
  execute(call: SlotCall): Promise<SlotOutcome> {
    const { timeoutMs } = call.options;
    const deadline = timeoutMs > 0 ? Date.now() + timeoutMs : 0;
    this.arm(timeoutMs);
    return this.callGuest(call, deadline).then((wire) => {
      this.watchdogAt = Infinity;
      const result = fromWire(wire);
      return { result, recycle: recycles(result) };
    }, (e: unknown) => {
      this.watchdogAt = Infinity;
      return { result: this.failure(e, this.watchdogFired, call.options), recycle: true };
    });
  }

  /**
   * Runs several calls of one endpoint, with the same options and no bodies, in one apply (docs/sandbox.md, "Calls
   * that cross together"). Each call's timeout counts from its own start, in the guest and for the watchdog, which
   * reads on each tick which call runs. An isolate that dies under them answers every one of them with the reason.
   */
  executeMany(requests: readonly WireRequest[], options: ExecuteOptions): Promise<SlotBatchOutcome> {
    this.arm(options.timeoutMs);
    Atomics.store(this.stopFlag, BATCH_ITEM, 0);
    this.batchTimeoutMs = options.timeoutMs;
    this.batchItem = 0;
    const jsons = new ivm.ExternalCopy(requests.map((r) => r.json)).copyInto({ release: true });
    const args = [options.script, jsons, JSON.stringify(this.guestOptions(options, 0)), sharedFilesJson(options.sharedFiles)];
    return applyFromMicrotask<WireResult[]>(this.runMany, args).then((wires) => {
      this.watchdogAt = Infinity;
      const results = wires.map(fromWire);
      return { results, recycle: results.some(recycles) };
    }, (e: unknown) => {
      this.watchdogAt = Infinity;
      const result = this.failure(e, this.watchdogFired, options);
      return { results: requests.map(() => result), recycle: true };
    });
  }

  /** A new call starts: the stop flag cleared, the watchdog armed for `timeoutMs` (0: none) and its grace. */
  private arm(timeoutMs: number): void {
    Atomics.store(this.stopFlag, 0, STOP_NONE);
    this.batchTimeoutMs = 0;
    this.watchdogFired = false;
    this.watchdogAt = timeoutMs > 0 ? performance.now() + timeoutMs + WATCHDOG_GRACE_MS : Infinity;
  }

  /** The watchdog: past the running call's timeout and grace at `t`, the isolate is disposed under it. */
  overdue(t: number): void {
    if (this.watchdogAt === Infinity) return;
    if (this.batchTimeoutMs > 0) {
      // Calls that crossed together: the next one has started since the last tick, so its time counts from now.
      const item = Atomics.load(this.stopFlag, BATCH_ITEM);
      if (item !== this.batchItem) {
        this.batchItem = item;
        this.watchdogAt = t + this.batchTimeoutMs + WATCHDOG_GRACE_MS;
      }
    }
    if (t < this.watchdogAt) return;
    this.watchdogAt = Infinity;
    this.watchdogFired = true;
    this.dispose();
  }

  /** `forClose`: calls in flight then resolve with a "shutting down" result instead of a limit. */
  dispose(forClose = false): void {
    this.closing ||= forClose;
    this.bridge.clear();
    if (this.isolate.isDisposed) return;
    this.run.release();
    this.runMany.release();
    this.isolate.dispose();
  }

  private guestOptions(options: ExecuteOptions, deadline: number): GuestCallOptions {
    return {
      errorAction: options.errorAction, jsonDepth: options.jsonDepth, timeoutMs: options.timeoutMs, deadline, scriptName: options.scriptName ?? null,
      maxResponseBytes: (options.maxResponseKB ?? DEFAULT_MAX_RESPONSE_KB) * 1024, memoryLimitMb: this.memoryLimitMb,
    };
  }

  private callGuest(call: SlotCall, deadline: number): Promise<WireResult> {
    const { options } = call;
    const optionsJson = JSON.stringify(this.guestOptions(options, deadline));
    const args = [options.script, call.request.json, optionsJson, bytesArgument(call.request), sharedFilesJson(options.sharedFiles)];
    return applyFromMicrotask<WireResult>(this.run, args);
  }

  /** The apply rejected: say why, as a result (never a JS error or stack). */
  private failure(e: unknown, watchdogFired: boolean, options: ExecuteOptions): EndpointResult {
    const message = e instanceof Error ? e.message : String(e);
    if (this.closing) return shutdownResult();
    if (watchdogFired) return timeoutResult(options.timeoutMs);
    if (/memory limit/i.test(message)) return memoryResult(this.memoryLimitMb);
    if (this.isolate.isDisposed) {
      return sandboxError('The script isolate stopped unexpectedly.', options.errorAction, 'ScriptIsolateDied');
    }
    return sandboxError('The script engine failed (an internal error of svc).', options.errorAction, 'ScriptEngineFailure');
  }
}

/**
 * A timeout the guest stopped by itself, or a body over MaxResponseKB, leaves a sound isolate: it keeps serving.
 * Recycling it would cost ~0.4 s of CPU for a new isolate's warm-up, taken from the healthy calls of a 2-core machine
 * (docs/sandbox.md, limits). Only an isolate past its memory limit is replaced.
 */
function recycles(result: EndpointResult): boolean {
  return result.kind === 'limit' && result.limit === 'memory';
}

/**
 * One async apply of a guest entry, its result copied out (a string as it is, a body's bytes as one memcpy:
 * src/sandbox/guest/result-wire.ts). No isolated-vm `timeout` option: the watchdog covers JavaScript that never polls
 * the deadline just as well, and the option costs a timer per call (~8 us, a sixth of the whole hop). Applied from a
 * microtask: an async `apply` captures the caller's stack (10 frames) for its errors, and the pool's dispatch is 10
 * frames deep under the HTTP handler; from a microtask the stack is one frame, which saves the main thread ~8 us a
 * call (docs/sandbox.md, "Cost of the isolate hop").
 */
function applyFromMicrotask<T>(entry: ivm.Reference, args: unknown[]): Promise<T> {
  return new Promise((resolve, reject) => {
    queueMicrotask(() => {
      try {
        (entry.apply(undefined, args, { result: { copy: true } }) as Promise<T>).then(resolve, reject);
      } catch (e) {
        reject(e);
      }
    });
  });
}

/** An endpoint's shared files as JSON, made once per definition (the list is the definition's own, never changed). */
const sharedJson = new WeakMap<readonly SharedFile[], string>();
function sharedFilesJson(files: readonly SharedFile[] | null | undefined): string | null {
  if (files === null || files === undefined || files.length === 0) return null;
  let json = sharedJson.get(files);
  if (json === undefined) { json = JSON.stringify(files); sharedJson.set(files, json); }
  return json;
}

/** The body bytes as a Uint8Array copied into the isolate (a memcpy), or null. */
function bytesArgument(request: WireRequest): ivm.Copy<Uint8Array> | null {
  return request.bytes === null ? null : new ivm.ExternalCopy(request.bytes).copyInto({ release: true });
}

/** isolated-vm sets these on a compiled script (its .d.ts declares them only on CachedDataResult). */
type CompiledScript = ivm.Script & { cachedData?: ivm.ExternalCopy<ArrayBuffer>; cachedDataRejected?: boolean };

/** Compiles the bundle with V8's code cache: the first isolate produces it, the others consume it. */
async function compileBundle(isolate: ivm.Isolate, bundle: EngineBundle): Promise<ivm.Script> {
  const filename = 'svc-engine.bundle.js';
  if (bundle.cachedData !== undefined) {
    const script: CompiledScript = await isolate.compileScript(bundle.code, { filename, cachedData: bundle.cachedData });
    if (script.cachedDataRejected !== true) return script;
  }
  const script: CompiledScript = await isolate.compileScript(bundle.code, { filename, produceCachedData: true });
  bundle.cachedData = script.cachedData;
  return script;
}
