// The sandbox's public shapes: what the service calls (EndpointExecutor) and what it can ask of the pool.
import type { EndpointRequest, EndpointResult, EndpointRunOptions } from '../engine/service/endpoint-types.js';
import type { HttpClient } from './host-bridge.js';

export interface ExecuteOptions extends EndpointRunOptions {
  /** The endpoint's timeout in ms; 0 = none. Counted from the moment the call starts on an isolate. */
  timeoutMs: number;
  /** The MemoryLimitMB setting: the heap limit of the isolate that runs the call. */
  memoryLimitMb: number;
}

/**
 * Runs one endpoint call in a pooled isolate. `key` names the endpoint (its script is cached per key and script hash
 * inside each isolate). Resolves with a result in every case, a full queue included: that is a `busy` result, which
 * the one HTTP mapping (src/http/to-response.ts) answers 503. Failures are data here, never a thrown status.
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
  /** Calls that may wait for a free isolate before execute rejects with SandboxBusyError; default 64 per isolate. */
  maxQueue?: number;
}

export interface IsolatePoolStats {
  size: number;
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
}

export interface IsolatePool {
  execute: EndpointExecutor;
  /** Resolves when every isolate of the pool is warm (useful for tests and benchmarks; execute never needs it). */
  ready(): Promise<void>;
  /** Disposes every isolate: queued calls and calls in flight resolve at once with a "shutting down" result. */
  close(): Promise<void>;
  stats(): IsolatePoolStats;
}
