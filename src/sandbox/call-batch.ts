// Calls that cross together (docs/sandbox.md): when an isolate comes free while calls of a quick endpoint queue and no
// other isolate is idle, it takes up to MAX_BATCH of them in one apply, run one after another in the guest. Each hop
// into an isolate and back costs ~50 us of the main thread and ~50 us of the isolate's thread in thread hand-offs
// (waking a thread, V8's lock), more than a trivial script's own work; four calls in one apply pay it once. Only calls
// that would wait anyway cross together, so no call waits for an isolate it could have had alone.
import type { ExecuteOptions } from './types.js';
import type { WireRequest } from './wire-request.js';

/** The most calls one apply carries. Four take ~2/3 of the hand-offs' cost off each call; eight little more. */
export const MAX_BATCH = 4;
/**
 * An endpoint whose calls last ran under this long each (wall clock) may have its calls cross together: the first
 * call's answer then waits for at most three more such calls.
 */
export const QUICK_CALL_MS = 5;
/** At most this many endpoints are remembered as quick at once (forgotten wholesale past that many). */
const MAX_QUICK_MARKS = 1024;

export interface BatchJob {
  key: string;
  request: WireRequest;
  options: ExecuteOptions;
  done: boolean;
}

/** The endpoints whose last calls were quick and left their isolate sound. */
export class QuickEndpoints {
  private readonly keys = new Set<string>();

  has(key: string): boolean {
    return this.keys.has(key);
  }

  /** A call (or each of a batch of calls) of `key` ran `perCallMs`; a call that wrecked its isolate is never quick. */
  note(key: string, perCallMs: number, wrecked: boolean): void {
    if (wrecked || perCallMs >= QUICK_CALL_MS) { this.keys.delete(key); return; }
    if (this.keys.has(key)) return;
    if (this.keys.size >= MAX_QUICK_MARKS) this.keys.clear();
    this.keys.add(key);
  }
}

/** Whether a call may run in the same apply as `head`: same endpoint, same run options, no body, not nested. */
function mayRide(head: BatchJob, job: BatchJob): boolean {
  if (job.key !== head.key || job.done || job.request.bytes !== null || job.options.nested) return false;
  const a = head.options;
  const b = job.options;
  return a.script === b.script && a.scriptName === b.scriptName && a.sharedFiles === b.sharedFiles && a.errorAction === b.errorAction
    && a.jsonDepth === b.jsonDepth && a.timeoutMs === b.timeoutMs && a.memoryLimitMb === b.memoryLimitMb && a.maxResponseKB === b.maxResponseKB;
}

/** Whether `head` may take other calls with it at all. */
export function mayLead(head: BatchJob, quick: QuickEndpoints): boolean {
  return head.request.bytes === null && head.options.nested !== true && quick.has(head.key);
}

/** Takes out of `queue`, from index `from` on, up to MAX_BATCH - 1 calls that may run in the same apply as `head`. */
export function takeRiders<J extends BatchJob>(queue: J[], from: number, head: J): J[] {
  const riders: J[] = [];
  for (let i = from; i < queue.length && riders.length < MAX_BATCH - 1;) {
    const job = queue[i]!;
    if (mayRide(head, job)) { riders.push(job); queue.splice(i, 1); } else i++;
  }
  return riders;
}
