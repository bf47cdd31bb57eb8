// The sandbox's public shapes: what the service calls (EndpointExecutor) and what it can ask of the pool.
import type { EndpointRequest, EndpointResult, EndpointRunOptions } from '../engine/protocol/endpoint-types.js';
import type { CacheServer, HttpClient } from './host-bridge.js';
import type { ReleaseMemory } from './memory-trim.js';

export interface ExecuteOptions extends EndpointRunOptions {
  /** The endpoint's timeout in ms; 0 = none. Counted from the moment the call starts on an isolate. */
  timeoutMs: number;
  /** The MemoryLimitMB setting: the heap limit of the isolate that runs the call. */
  memoryLimitMb: number;
  /** The MaxResponseKB setting: the largest body a script may return or download, in KB (default 32768). */
  maxResponseKB?: number;
  /** The MaxIsolates setting (0: derived from MemoryLimitMB and the machine's memory). */
  maxIsolates?: number;
  /** The QueueTimeout setting in ms: how long the call may wait for an isolate before it resolves 503 (0: no bound). */
  queueTimeoutMs?: number;
  /** Aborted when the client hangs up: a queued call leaves the queue, a running one is stopped. */
  signal?: AbortSignal;
  /** A call an endpoint made to its own server: it goes first and never waits behind its caller. */
  nested?: boolean;
}

/**
 * Runs one endpoint call in a pooled isolate. `key` names the endpoint (its calls share one fair share of the pool;
 * the script itself is parsed once per isolate, keyed by its text). Always resolves with a result; a call the pool
 * cannot serve resolves `unavailable` (503).
 */
export type EndpointExecutor = (key: string, request: EndpointRequest, options: ExecuteOptions) => Promise<EndpointResult>;

export interface IsolatePoolOptions {
  /** Number of isolates; default os.availableParallelism() (docs/contract.md 6: more isolates than cores add nothing). */
  size?: number;
  /** The engine bundle; default dist/engine.bundle.js of this package. */
  bundlePath?: string;
  /** Heap limit of the isolates warmed at start, in MB; default 128 (the MemoryLimitMB default). */
  memoryLimitMb?: number;
  /**
   * Invoke-RestMethod / Invoke-WebRequest inside endpoint scripts (docs/contract.md 6: bridged explicitly). Absent: endpoint
   * scripts have no HTTP client (Host.http is absent). The service passes src/client's performHttpRequest bound to
   * its own listener's base URL.
   */
  http?: HttpClient;
  /**
   * The shared cache inside endpoint scripts (docs/state.md): absent, endpoint scripts have no Host.cache. The
   * service passes the store's serveCacheJson (src/store/serve-cache.ts).
   */
  cache?: CacheServer;
  /** Calls that may wait for an isolate; past it a call resolves 503 at once. Default 64 per base isolate. */
  maxQueue?: number;
  /** Calls one endpoint may run at once while its other calls wait; default `size` (docs/sandbox.md, fair share). */
  fairShare?: number;
  /** The most isolates the pool grows to while long calls hold isolates; default (or 0) derived from memory. */
  maxIsolates?: number;
  /**
   * The pool warms its isolates once this settles (default: at once). The shell passes its listener's first bind: a
   * new isolate's warm-up takes ~0.4 s of CPU on its own thread, which would otherwise slow the bind on a 2-core
   * machine (docs/shell.md, "Start-up"). A call that comes before starts an isolate for itself.
   */
  warmAfter?: Promise<unknown>;
  /**
   * Gives the C allocator's free memory back to the system once the pool has gone quiet after heavy work
   * (docs/sandbox.md, "Memory after an attack"); default glibc's malloc_trim through koffi where there is one, null
   * never.
   */
  releaseMemory?: ReleaseMemory | null;
  /** Growth, shrinking and refusals, for the service's log. */
  onEvent?: (event: PoolEvent) => void;
}

export interface PoolEvent {
  kind: 'grew' | 'shrank' | 'refused';
  stats: IsolatePoolStats;
}

export interface IsolatePoolStats {
  /** Isolates alive or starting. */
  size: number;
  /** The cap the pool grows to (the MaxIsolates setting, or its derived default). */
  maxIsolates: number;
  /** Isolates ready and waiting for a call. */
  idle: number;
  /** Isolates running a call. */
  busy: number;
  /** Isolates being created (at start, or replacing a recycled one). */
  starting: number;
  queued: number;
  /** Calls completed since the pool started (any result). */
  completed: number;
  /** Isolates created since the pool started, the first `size` included. */
  created: number;
  /** Isolates disposed after a limit, a death or a memory-limit change. */
  recycled: number;
  /** Calls answered 503 because no isolate became free in time (or a nested call found none). */
  refused: number;
  /** Calls that crossed into an isolate together with others of their endpoint (docs/sandbox.md), among `completed`. */
  batched: number;
  /**
   * The idle isolates' heaps, in MB, each weighed now (~6 us). A busy isolate is not weighed: isolated-vm's
   * getHeapStatisticsSync waits until its call ends.
   */
  heapMb: number;
}

export interface IsolatePool {
  execute: EndpointExecutor;
  /** Resolves when every isolate of the pool is warm (useful for tests and benchmarks; execute never needs it). */
  ready(): Promise<void>;
  /** Stops the calls in flight and refuses queued ones (all resolve 503, shutting down); the isolates stay warm. */
  stopRunning(): void;
  /** Stops everything as stopRunning does, waits for the calls to return, then disposes every isolate. */
  close(): Promise<void>;
  stats(): IsolatePoolStats;
}
