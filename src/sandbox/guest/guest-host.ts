// The Host an endpoint script gets inside an isolate (src/engine/host.ts). One per call, so nothing of one request
// survives into the next. The clock, time zone and random numbers are the isolate's own V8 builtins: the same clock
// and ICU time-zone data as the host process, without a hop across the edge. Only sleep crosses to the host, through
// a Reference held in this closure (never on globalThis, where nothing could reach it anyway: the interpreter exposes
// no JavaScript globals to scripts).
import type { Host } from '../../engine/host.js';
import { PipelineStoppedSignal } from '../../engine/errors/signals.js';
import type { SleepBridge } from './protocol.js';

/** What the guest entry needs to know after the run: whether the deadline stopped it. */
export interface CallState {
  readonly deadline: number;
  timedOut: boolean;
}

export function createGuestHost(sleepBridge: SleepBridge, state: CallState): Host {
  return {
    now: () => Date.now(),
    timezoneOffset: (epochMs) => new Date(epochMs).getTimezoneOffset(),
    random: () => Math.random(),
    sleep: (ms) => guestSleep(sleepBridge, state, ms),
    checkInterrupt: () => checkDeadline(state),
    // Endpoint scripts see no environment (SPEC 9: no host access from endpoint scripts).
    getEnvironmentVariable: () => undefined,
  };
}

/** Called once per loop iteration: a Date.now() comparison, no call out of the isolate. */
function checkDeadline(state: CallState): 'timeout' | null {
  if (state.deadline !== 0 && Date.now() >= state.deadline) {
    state.timedOut = true;
    return 'timeout';
  }
  return null;
}

/**
 * Start-Sleep: the isolate thread waits on a host timer (applySyncPromise), burning no CPU while the server's event
 * loop stays free. A sleep that would outlive the deadline sleeps until the deadline and then stops the run.
 */
function guestSleep(sleepBridge: SleepBridge, state: CallState, ms: number): void {
  const wanted = Number.isFinite(ms) && ms > 0 ? ms : 0;
  const left = state.deadline === 0 ? Infinity : state.deadline - Date.now();
  if (wanted < left) {
    if (wanted > 0) sleepBridge.applySyncPromise(undefined, [wanted]);
    return;
  }
  if (left > 0) sleepBridge.applySyncPromise(undefined, [left]);
  state.timedOut = true;
  throw new PipelineStoppedSignal('timeout');
}
