// The Host an endpoint script gets inside an isolate (src/engine/host.ts). One per call, so nothing of one request
// survives into the next. The clock, time zone and random numbers are the isolate's own V8 builtins: the same clock
// and ICU time-zone data as the host process, without a hop across the edge. Only Start-Sleep and (when the pool has
// an HTTP client) Invoke-RestMethod cross to the host, through References held in this closure: never on globalThis,
// where nothing could reach them anyway (the interpreter exposes no JavaScript globals to scripts).
import type { Host, HttpRequestData, HttpResponseData } from '../../engine/host.js';
import { PipelineStoppedSignal } from '../../engine/errors/signals.js';
import { STOP_NONE, type CacheBridge, type GuestBridges, type HttpBridge, type SleepBridge } from './protocol.js';
import { cacheHostOver, storeFailure, type CacheRequest, type StoreOutcome } from '../../engine/protocol/store-types.js';

/** What the guest entry needs to know after the run: whether the deadline, or the host, stopped it. */
export interface CallState {
  readonly deadline: number;
  readonly stop: Int32Array;
  /** MaxResponseKB in bytes: also the most an Invoke-RestMethod download may bring in. */
  readonly maxResponseBytes: number;
  timedOut: boolean;
  /** The host's stop request seen by the run (STOP_GONE or STOP_SHUTDOWN), else STOP_NONE. */
  stopped: number;
}

export function createGuestHost(bridges: GuestBridges, state: CallState): Host {
  const host: Host = {
    now: () => Date.now(),
    timezoneOffset: (epochMs) => new Date(epochMs).getTimezoneOffset(),
    random: () => Math.random(),
    sleep: (ms) => guestSleep(bridges.sleep, state, ms),
    checkInterrupt: () => checkDeadline(state) ?? checkStop(state),
    // Endpoint scripts see no environment (docs/contract.md 9: no host access from endpoint scripts).
    getEnvironmentVariable: () => undefined,
  };
  const http = bridges.http;
  if (http !== undefined) host.http = (request) => guestHttp(http, state, request);
  const cache = bridges.cache;
  if (cache !== undefined) host.cache = cacheHostOver((request) => guestCache(cache, state, request));
  return host;
}

/** Called once per loop iteration: a Date.now() comparison, no call out of the isolate. */
function checkDeadline(state: CallState): 'timeout' | null {
  if (state.deadline !== 0 && Date.now() >= state.deadline) {
    state.timedOut = true;
    return 'timeout';
  }
  return null;
}

/** The host's stop flag (shared memory): an Atomics.load, no call out of the isolate. */
function checkStop(state: CallState): 'interrupted' | null {
  const stop = Atomics.load(state.stop, 0);
  if (stop === STOP_NONE) return null;
  state.stopped = stop;
  return 'interrupted';
}

function stopIfAsked(state: CallState): void {
  if (checkStop(state) !== null) throw new PipelineStoppedSignal('interrupted');
}

function stopAtDeadline(state: CallState): never {
  state.timedOut = true;
  throw new PipelineStoppedSignal('timeout');
}

/**
 * Start-Sleep: the isolate thread waits on a host timer (applySyncPromise), burning no CPU while the server's event
 * loop stays free. A sleep that would outlive the deadline sleeps until the deadline and then stops the run.
 */
function guestSleep(bridge: SleepBridge, state: CallState, ms: number): void {
  const wanted = Number.isFinite(ms) && ms > 0 ? ms : 0;
  const left = state.deadline === 0 ? Infinity : state.deadline - Date.now();
  // The host ends a pending sleep early when it asks the call to stop.
  if (wanted < left) {
    if (wanted > 0) bridge.applySyncPromise(undefined, [wanted]);
    stopIfAsked(state);
    return;
  }
  if (left > 0) bridge.applySyncPromise(undefined, [left]);
  stopIfAsked(state);
  stopAtDeadline(state);
}

/** The host's answer: the response as JSON, or (a big body) its JSON and the body apart (src/sandbox/host-bridge.ts). */
function responseOf(answer: string | [string, string]): HttpResponseData {
  if (typeof answer === 'string') return JSON.parse(answer) as HttpResponseData;
  const response = JSON.parse(answer[0]) as HttpResponseData;
  return response.ok ? { ...response, body: answer[1] } : response;
}

/** Invoke-RestMethod: the request's own timeout, cut to what is left of the endpoint's; hitting the latter stops the run. */
function guestHttp(bridge: HttpBridge, state: CallState, request: HttpRequestData): HttpResponseData {
  const left = state.deadline === 0 ? Infinity : state.deadline - Date.now();
  if (left <= 0) stopAtDeadline(state);
  const cut = request.timeoutMs <= 0 || left < request.timeoutMs;
  const timeoutMs = cut && left !== Infinity ? Math.ceil(left) : request.timeoutMs;
  const sent: HttpRequestData = { ...request, timeoutMs, maxBodyBytes: state.maxResponseBytes };
  const answer = bridge.applySyncPromise(undefined, [JSON.stringify(sent)]) as string | [string, string];
  stopIfAsked(state);
  const response = responseOf(answer);
  if (cut && left !== Infinity && !response.ok && response.error === 'timeout') stopAtDeadline(state);
  return response;
}

/**
 * One cache call: the isolate's thread waits for the store (applySyncPromise). A lock is never waited for past the
 * endpoint's deadline; the store itself answers 'unavailable' within seconds when it cannot be reached.
 */
function guestCache(bridge: CacheBridge, state: CallState, request: CacheRequest): StoreOutcome<unknown> {
  let sent = request;
  if (request.op === 'lock' && state.deadline !== 0) {
    const left = state.deadline - Date.now();
    if (left <= 0) stopAtDeadline(state);
    sent = { ...request, waitMs: Math.min(request.waitMs, Math.ceil(left)) };
  }
  const answer = bridge.applySyncPromise(undefined, [JSON.stringify(sent)]);
  stopIfAsked(state);
  try {
    return JSON.parse(String(answer)) as StoreOutcome<unknown>;
  } catch {
    return storeFailure('unavailable', 'The store sent an answer the engine could not read.');
  }
}
