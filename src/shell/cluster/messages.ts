// The messages between svc's primary process and its workers under `svc --workers N` (docs/scale.md), over the
// cluster's IPC channel (JSON). The primary owns the endpoints, the settings, the request log, the console and (by
// default) the store; a worker serves HTTP and runs endpoints in its own isolate pool.
import type { BoundAddress } from '../../http/listener.js';
import type { ServiceSnapshot } from '../../http/service.js';
import type { RequestRecord } from '../../engine/protocol/endpoint-types.js';
import type { LogLevel } from '../../engine/protocol/settings-schema.js';
import type { StoreCall, StoreReply } from '../../store/index.js';

/** Primary to worker. */
export type ToWorker =
  /** Serve exactly these endpoints and settings; answer `synced` with the version. */
  | { type: 'state'; version: number; snapshot: ServiceSnapshot }
  /** Bind (or rebind) the port; answer `listening` with the id. */
  | { type: 'listen'; id: number; host: string; port: number }
  /** Stop accepting, let calls in flight finish for graceMs, then exit. */
  | { type: 'close'; graceMs: number }
  | StoreReply;

/** Worker to primary. */
export type FromWorker =
  | { type: 'ready' }
  | { type: 'synced'; version: number }
  | { type: 'listening'; id: number; ok: true; address: BoundAddress }
  | { type: 'listening'; id: number; ok: false; message: string }
  /** An answered request, for the one request log. */
  | { type: 'record'; record: RequestRecord }
  /** A service message (a pool event, a log file problem), for the one console. */
  | { type: 'log'; line: string; level: LogLevel }
  | StoreCall;

/** What a worker is started with (its environment variable SVC_WORKER, as JSON). */
export interface WorkerConfig {
  /** The Store setting when it names a shared store (Redis): the worker opens it itself. Null: the primary's, over IPC. */
  store: string | null;
  dataPath: string;
}

export const WORKER_CONFIG_ENV = 'SVC_WORKER';
