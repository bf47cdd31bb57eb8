// The guest side of the isolate edge: installs the one global function the host calls (GUEST_RUN), after capturing
// the host's bridges into a closure and deleting them from globalThis. Every call gets a fresh Host and a fresh engine
// session (inside runEndpoint), so no script state survives from one request to the next. The script's text comes
// with every call; the engine keeps its parse (one cache per realm, keyed by the text: endpoint-script.ts).
import type { EndpointRequest, EndpointResult, EndpointRunOptions } from '../../engine/protocol/endpoint-types.js';
import type { Host } from '../../engine/host.js';
import type { SharedFile } from '../../engine/protocol/shared-files.js';
import { BATCH_ITEM, BRIDGE_CACHE, BRIDGE_HTTP, BRIDGE_SLEEP, BRIDGE_STOP, GUEST_RUN, GUEST_RUN_MANY, STOP_GONE, STOP_NONE, type GuestBridges, type GuestCallOptions, type GuestRun,
  type GuestRunMany, type HttpBridge, type CacheBridge, type SleepBridge } from './protocol.js';
import { createGuestHost, type CallState } from './guest-host.js';
import { callDepthResult, goneResult, sandboxError, shutdownResult, timeoutResult } from './results.js';
import { toWire, type WireResult } from './result-wire.js';

export type RunEndpoint = (request: EndpointRequest, options: EndpointRunOptions, host: Host) => EndpointResult;

export function installGuest(runEndpoint: RunEndpoint): void {
  const bridges = captureBridges(globalThis as Record<string, unknown>);
  const sharedFiles = new SharedFilesCache();
  const run: GuestRun = (script, requestJson, optionsJson, data, sharedFilesJson) => {
    const options = JSON.parse(optionsJson) as GuestCallOptions;
    const request = JSON.parse(requestJson) as EndpointRequest;
    request.data = data ?? new Uint8Array(0);
    const result = runOnce(runEndpoint, bridges, script, request, options, sharedFiles.get(sharedFilesJson));
    return serialise(result, options);
  };
  const runMany: GuestRunMany = (script, requestJsons, optionsJson, sharedFilesJson) => {
    const shared = sharedFiles.get(sharedFilesJson);
    const common = JSON.parse(optionsJson) as GuestCallOptions;
    return requestJsons.map((requestJson, item) => {
      // The host's watchdog counts each call's time from its start, which it reads here.
      Atomics.store(bridges.stop, BATCH_ITEM, item);
      // A stop asked during an earlier call (the shutdown) answers the calls after it without running them.
      const stopped = Atomics.load(bridges.stop, 0);
      if (stopped !== STOP_NONE) return JSON.stringify(stopped === STOP_GONE ? goneResult() : shutdownResult());
      const options = { ...common, deadline: common.timeoutMs > 0 ? Date.now() + common.timeoutMs : 0 };
      const request = JSON.parse(requestJson) as EndpointRequest;
      request.data = new Uint8Array(0);
      return serialise(runOnce(runEndpoint, bridges, script, request, options, shared), options);
    });
  };
  (globalThis as Record<string, unknown>)[GUEST_RUN] = run;
  (globalThis as Record<string, unknown>)[GUEST_RUN_MANY] = runMany;
}

/** Moves the host's References from globalThis into this closure. */
function captureBridges(g: Record<string, unknown>): GuestBridges {
  const sleep = g[BRIDGE_SLEEP] as SleepBridge | undefined;
  const http = g[BRIDGE_HTTP] as HttpBridge | undefined;
  const cache = g[BRIDGE_CACHE] as CacheBridge | undefined;
  const stopBuffer = g[BRIDGE_STOP] as SharedArrayBuffer | undefined;
  delete g[BRIDGE_SLEEP];
  delete g[BRIDGE_HTTP];
  delete g[BRIDGE_CACHE];
  delete g[BRIDGE_STOP];
  if (sleep === undefined || stopBuffer === undefined) throw new Error('svc sandbox: the host bridge was not installed before the engine bundle');
  return { sleep, http, cache, stop: new Int32Array(stopBuffer) };
}

/** The shared files of the endpoints this isolate runs, parsed from their JSON once (a few, least recently used dropped). */
class SharedFilesCache {
  private readonly entries = new Map<string, SharedFile[]>();
  get(json: string | null): SharedFile[] | null {
    if (json === null) return null;
    let files = this.entries.get(json);
    if (files === undefined) {
      files = JSON.parse(json) as SharedFile[];
      if (this.entries.size >= 32) this.entries.delete(this.entries.keys().next().value as string);
    } else {
      this.entries.delete(json);
    }
    this.entries.set(json, files);
    return files;
  }
}

function runOnce(runEndpoint: RunEndpoint, bridges: GuestBridges, script: string, request: EndpointRequest,
  options: GuestCallOptions, sharedFiles: SharedFile[] | null): EndpointResult {
  const state: CallState = { deadline: options.deadline, stop: bridges.stop, timedOut: false, stopped: STOP_NONE,
    maxResponseBytes: options.maxResponseBytes };
  let result: EndpointResult;
  try {
    result = runEndpoint(request, { script, errorAction: options.errorAction, jsonDepth: options.jsonDepth, scriptName: options.scriptName ?? null,
      memoryLimitMb: options.memoryLimitMb, sharedFiles },
      createGuestHost(bridges, state));
  } catch (e) {
    result = unexpected(e, options);
  }
  // Whatever the engine made of the stop (finally blocks have run), a deadline hit is a timeout (docs/contract.md 4.5),
  // and a stop the host asked for is its own result.
  if (state.stopped !== STOP_NONE) return state.stopped === STOP_GONE ? goneResult() : shutdownResult();
  return state.timedOut ? timeoutResult(options.timeoutMs) : result;
}

/** A JS exception escaped the engine: a stack overflow (deep recursion the call-depth limit did not catch) or a bug. */
function unexpected(e: unknown, options: GuestCallOptions): EndpointResult {
  if (isStackOverflow(e)) return callDepthResult(options.errorAction);
  // Never the JavaScript message or stack (docs/contract.md 4.5: bodies never show the engine's JavaScript).
  return sandboxError('The script engine failed (an internal error of svc).', options.errorAction, 'ScriptEngineFailure');
}

function isStackOverflow(e: unknown): boolean {
  return e instanceof RangeError && /call stack/i.test(e.message);
}

function serialise(result: EndpointResult, options: GuestCallOptions): WireResult {
  try {
    return toWire(result, options.maxResponseBytes);
  } catch (e) {
    return JSON.stringify(unexpected(e, options));
  }
}
