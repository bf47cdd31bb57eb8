// The wire between the host (src/sandbox/*.ts, Node) and the guest (src/sandbox/guest/*, bundled into each isolate).
// Pure TypeScript with type imports only, so both sides can share it. Only strings, numbers and byte arrays cross this
// edge: the request and the result travel as JSON text (docs/contract.md 6: a string copies faster than an object
// graph), and their bodies as bytes beside it when they are big or binary.
import type { ErrorActionName } from '../../engine/protocol/action-preference.js';
import type { WireResult } from './result-wire.js';

/** Globals the host sets before loading the bundle; the guest captures them into a closure and deletes them. */
export const BRIDGE_SLEEP = '__svcBridgeSleep';
/** Set only when the pool was given an HTTP client (Invoke-RestMethod / Invoke-WebRequest inside endpoints). */
export const BRIDGE_HTTP = '__svcBridgeHttp';
/** Set only when the pool was given the shared store (the cache commands and `$Cache:`; docs/state.md). */
export const BRIDGE_CACHE = '__svcBridgeCache';
/**
 * A shared Int32Array (one SharedArrayBuffer, the same memory on both sides) through which the host asks a running
 * call to stop: STOP_NONE, STOP_GONE (the client hung up) or STOP_SHUTDOWN. The guest reads it where it polls its
 * deadline, so a stop costs no hop and needs no disposal of the isolate (docs/sandbox.md, stopping a call). Index
 * BATCH_ITEM holds which of several calls crossing together runs now (GuestRunMany), for the host's watchdog.
 */
export const BRIDGE_STOP = '__svcBridgeStop';
export const STOP_NONE = 0;
export const STOP_GONE = 1;
export const STOP_SHUTDOWN = 2;
/** The shared array's slot where GuestRunMany writes the index of the call it starts. */
export const BATCH_ITEM = 1;
/** The shared array's length, in Int32s: the stop flag and BATCH_ITEM. */
export const SHARED_INTS = 2;

/** The guest's entry point; the host takes a Reference to it and then deletes the global. */
export const GUEST_RUN = '__svcRun';
/** The entry for several calls of one endpoint that cross together (GuestRunMany); taken and deleted the same way. */
export const GUEST_RUN_MANY = '__svcRunMany';

/** Options of one call, as JSON (the script travels apart: a string argument is copied, never parsed as JSON). */
export interface GuestCallOptions {
  errorAction: ErrorActionName;
  jsonDepth: number;
  /** A -Path endpoint's file name for its stack traces (EndpointRunOptions.scriptName); absent for a block. */
  scriptName?: string | null;
  /** The endpoint's timeout in ms (0 = none), for the limit result's value. */
  timeoutMs: number;
  /** Epoch ms at which the script must stop (0 = never); the guest compares Date.now() with it, no host hop. */
  deadline: number;
  /** The MaxResponseKB setting in bytes: the largest body the script may return. */
  maxResponseBytes: number;
  /** The isolate's heap limit (MemoryLimitMB): sizes the engine refuses to allocate are derived from it. */
  memoryLimitMb: number;
}

/**
 * The guest function's signature: (script, requestJson, optionsJson, data) => WireResult (the result as JSON, or as
 * JSON and its body's bytes: src/sandbox/guest/result-wire.ts). The guest parses a script once and keeps the parse,
 * keyed by the script's text (endpointScripts, src/engine/values/parse-script.ts). The request's body bytes (`data`) travel apart
 * as a copied Uint8Array (null when empty), not as a JSON array of numbers: for a 1 MB body that is a memcpy instead
 * of ~20 ms of JSON on the host's event loop. `sharedFilesJson` is the endpoint's shared files (SharedFile[] as JSON,
 * null when none: docs/files.md, "Code that endpoints share"), made once per definition on the host and parsed once per
 * isolate (the guest keeps the last few by their text).
 */
export type GuestRun = (script: string, requestJson: string, optionsJson: string, data: Uint8Array | null, sharedFilesJson: string | null) => WireResult;

/**
 * Several calls of one endpoint with the same options, run one after another in one apply (docs/sandbox.md, "Calls
 * that cross together"): one result per request, in order. Each call's deadline is counted from its own start (the
 * options' `deadline` is ignored); a stop the host asks for (the shutdown) ends the running call and every later one.
 * Bodies never cross this way: the requests have none.
 */
export type GuestRunMany = (script: string, requestJsons: string[], optionsJson: string, sharedFilesJson: string | null) => WireResult[];

/** Host-side References as the guest sees them (isolated-vm's Reference, reduced to what we use). */
export interface SleepBridge {
  applySyncPromise(receiver: undefined, args: [number]): unknown;
}

/** Takes an HttpRequestData as JSON, resolves with an HttpResponseData as JSON, or [its JSON, its big body] (host-bridge.ts). */
export interface HttpBridge {
  applySyncPromise(receiver: undefined, args: [string]): unknown;
}

/** Takes a CacheRequest as JSON, resolves with its StoreOutcome as JSON (src/store/serve-cache.ts). */
export interface CacheBridge {
  applySyncPromise(receiver: undefined, args: [string]): unknown;
}

export interface GuestBridges {
  sleep: SleepBridge;
  http: HttpBridge | undefined;
  cache: CacheBridge | undefined;
  /** Index 0 holds STOP_NONE, STOP_GONE or STOP_SHUTDOWN. */
  stop: Int32Array;
}
