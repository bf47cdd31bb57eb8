// Isolates made ahead, at quiet moments (docs/sandbox.md, "No single stall"). `new ivm.Isolate` runs synchronously
// on the server's main thread, and isolated-vm makes it wait for a lock that it holds while it tears a dead isolate's
// heap down on another thread: right after a memory-limit recycle, a replacement's `new Isolate` held the event loop
// 20-100 ms (the main thread neither running nor waiting for a core). A replacement made within QUIET_MS of an
// isolate's death or disposal takes an isolate made ahead instead; the stock is refilled once no isolate has died or
// been disposed for QUIET_MS. Recycles come in bursts (an endpoint runs up to its fair share of calls at once, and
// they hit their limits together), so the stock holds as many isolates as the pool's base size.
import ivm from 'isolated-vm';
import { nudgeIsolate } from './memory-trim.js';

/** How long after the last isolate's death or disposal making an isolate may wait on its teardown. */
export const QUIET_MS = 500;

interface Made {
  isolate: ivm.Isolate;
  memoryLimitMb: number;
}

export class IsolateStock {
  private made: Made[] = [];
  private lastTeardown = -Infinity;

  constructor(private readonly size: number) {}

  /** An isolate died or was disposed at `t` (monotonic ms): isolated-vm may be tearing it down for a while. */
  noteTeardown(t: number): void {
    this.lastTeardown = t;
  }

  get full(): boolean {
    return this.made.length >= this.size;
  }

  /** A fresh isolate with this limit: made now at a quiet moment, else one made ahead, else made now anyway. */
  take(t: number, memoryLimitMb: number): ivm.Isolate {
    if (t - this.lastTeardown < QUIET_MS) {
      const at = this.made.findIndex((m) => m.memoryLimitMb === memoryLimitMb && !m.isolate.isDisposed);
      if (at >= 0) return this.made.splice(at, 1)[0]!.isolate;
    }
    return new ivm.Isolate({ memoryLimit: memoryLimitMb });
  }

  /**
   * At a quiet moment: drops isolates made with another limit (a disposal: the next quiet moment makes their
   * successors), else makes one more if the stock is short. One a call, so a refill costs the event loop ~2 ms a tick.
   */
  refill(t: number, memoryLimitMb: number): void {
    if (t - this.lastTeardown < QUIET_MS) return;
    if (this.made.some((m) => m.memoryLimitMb !== memoryLimitMb)) {
      for (const m of this.made.splice(0)) m.isolate.dispose();
      this.noteTeardown(t);
      return;
    }
    if (this.full) return;
    try {
      this.made.push({ isolate: new ivm.Isolate({ memoryLimit: memoryLimitMb }), memoryLimitMb });
    } catch {
      this.noteTeardown(t); // tried again after the next quiet period; take() meanwhile makes its own and reports
    }
  }

  /** Wakes each isolate made ahead (IsolateSlot.nudge). */
  nudge(): Promise<void>[] {
    return this.made.map((m) => nudgeIsolate(m.isolate));
  }

  dispose(t: number): void {
    if (this.made.length === 0) return;
    for (const m of this.made.splice(0)) if (!m.isolate.isDisposed) m.isolate.dispose();
    this.noteTeardown(t);
  }
}
