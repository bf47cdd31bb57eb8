// Gives memory back to the system once the pool has gone quiet after heavy work (docs/sandbox.md, "Memory after an
// attack"). Three places keep what an attack freed:
// - V8's shared page pool. A torn-down isolate's pooled pages go to a pool shared by the process, and V8 gives them
//   back 8 s later in a task it posts to another isolate. isolated-vm queues such a task without waking its isolate,
//   so when it lands on an idle one it waits for that isolate's next call: after an attack, tens of MB stayed until
//   the next request. The pool wakes its idle isolates once the task is due (a heap-statistics request on each).
// - The server's own heap: request bodies, downloads' chunks and results on their way out are garbage once answered,
//   and their memory (much of it outside V8's heap) is freed only when the server's heap is next collected. The
//   settling collects it, in one of V8's tasks.
// - glibc's heaps. glibc keeps memory freed in the middle of a heap (a huge output's copies, a download's chunks) and
//   returns it only from the top; its malloc_trim(0) gives back every free page. Node does not expose it; koffi
//   (docs/dependencies.md) calls it, on its own thread, so the main thread never runs it.

import type ivm from 'isolated-vm';
import { garbageCollector } from './garbage-collector.js';

/**
 * Gives free memory back to the system; resolves once done, to false where there is no way to. `collect`: the
 * server's own heap may be collected first (the pool passes false while long calls run).
 */
export type ReleaseMemory = (collect: boolean) => Promise<boolean>;

/** How long the pool stays without heavy work (an isolate torn down, a long call ending) before it settles. */
export const TRIM_QUIET_MS = 1000;
/** Settling is put off while heavy work goes on, but never for longer than this after the work that wants it. */
export const TRIM_LATEST_MS = 30_000;
/** At most one settling per this period, however the work comes. */
export const TRIM_INTERVAL_MS = 5000;
/** V8 releases a torn-down isolate's pooled pages in a task due 8 s after the teardown (PagePool, V8 13.6). */
export const PAGE_POOL_RELEASE_MS = 9000;

const now = (): number => performance.now();

/**
 * When to settle: the pool notes heavy work (note()); once none has come for TRIM_QUIET_MS (at the latest
 * TRIM_LATEST_MS after the first note), `settle` runs, at most once per TRIM_INTERVAL_MS; after a teardown, once more
 * when V8's release task is due, with `wake` true. Quiet matters: malloc_trim holds each arena's lock while it walks
 * it (2-110 ms of wall time per trim on the shared 2-core machine), and a thread that allocates meanwhile waits. Not gated on RSS: during an attack RSS is high with
 * memory in use, and a mark taken then hid what the attack left once it was over.
 */
export class MemoryTrim {
  private timer: NodeJS.Timeout | null = null;
  private firstNote = 0;
  private lastNote = 0;
  private lastTeardown = -Infinity;
  private wakeDue = false;
  private lastSettle = -Infinity;
  private settling = false;

  constructor(private readonly settle: (wake: boolean) => Promise<void>) {}

  /** Heavy work ended at `t` (monotonic ms); `teardown`: an isolate was disposed or died. */
  note(t: number, teardown = false): void {
    this.lastNote = t;
    if (teardown) { this.lastTeardown = t; this.wakeDue = true; }
    if (this.timer !== null) return;
    this.firstNote = t;
    this.arm(TRIM_QUIET_MS);
  }

  /** Nothing more after this (the pool is closing). */
  stop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  private arm(ms: number): void {
    this.timer = setTimeout(() => this.due(), ms);
    this.timer.unref();
  }

  private due(): void {
    this.timer = null;
    const t = now();
    const quietAt = Math.min(this.lastNote + TRIM_QUIET_MS, this.firstNote + TRIM_LATEST_MS);
    const wait = Math.max(quietAt, this.lastSettle + TRIM_INTERVAL_MS) - t;
    if (wait > 0 || this.settling) {
      this.arm(Math.max(wait, TRIM_QUIET_MS / 4));
      return;
    }
    const wake = this.wakeDue && t >= this.lastTeardown + PAGE_POOL_RELEASE_MS;
    if (wake) this.wakeDue = false;
    this.settling = true;
    this.lastSettle = t;
    this.settle(wake).catch(() => {}).finally(() => {
      this.settling = false;
      // V8's release task is not due yet: once more then.
      if (this.wakeDue && this.timer === null) {
        this.firstNote = now();
        this.arm(Math.max(TRIM_QUIET_MS / 4, this.lastTeardown + PAGE_POOL_RELEASE_MS - this.firstNote));
      }
    });
  }
}

/**
 * A heap-statistics request: it runs on the isolate's thread, and with it the tasks isolated-vm queued for the isolate
 * without waking it (above). A disposed isolate has nothing to run.
 */
export function nudgeIsolate(isolate: ivm.Isolate): Promise<void> {
  if (isolate.isDisposed) return Promise.resolve();
  return isolate.getHeapStatistics().then(() => {}, () => {});
}

/**
 * The pool's default settling: where it may, a full collection of the server's own heap first, in a task of V8's, so
 * that what the heavy work left as garbage (request bodies, downloads' chunks, results on their way out) is freed,
 * then glibc's trim. Null where there is neither. The collector is taken now, when the pool is made and no isolate is
 * being set up: V8's flag that exposes it is the process's for the moment it is on.
 */
export function collectThenTrim(): ReleaseMemory | null {
  const collect = garbageCollector();
  const trim = glibcMallocTrim();
  if (collect === null && trim === null) return null;
  return async (collectNow) => {
    if (collectNow) await collect?.({ type: 'major', execution: 'async' });
    return (await trim?.()) ?? false;
  };
}

/**
 * glibc's malloc_trim(0), run on one of koffi's threads; null off Linux. Where koffi or its prebuilt binary is missing,
 * or the C library has no malloc_trim (musl), it resolves false: the memory stays with the allocator, as before, and
 * nothing fails. koffi is loaded on the first trim, not at start-up.
 */
export function glibcMallocTrim(): (() => Promise<boolean>) | null {
  if (process.platform !== 'linux') return null;
  let trim: Promise<((done: (err: unknown) => void) => void) | null> | null = null;
  return async () => {
    trim ??= loadMallocTrim();
    const call = await trim;
    if (call === null) return false;
    return new Promise<boolean>((resolve) => call((err) => resolve(err === null || err === undefined)));
  };
}

async function loadMallocTrim(): Promise<((done: (err: unknown) => void) => void) | null> {
  try {
    const { load } = await import('koffi');
    // The process's own symbols: whichever libc it runs on; musl has no malloc_trim, and func() then throws.
    const mallocTrim = load(null).func('int malloc_trim(size_t pad)');
    return (done) => mallocTrim.async(0, done);
  } catch {
    return null;
  }
}
