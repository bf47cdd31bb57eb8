// Locks by name for one process (the embedded store's Update-SvcCache): a lock frees itself after its TTL, and a
// waiter is woken when it is released, so a read-modify-write under it never loses another's update.
import { storeFailure, storeOk, type StoreOutcome } from '../engine/protocol/store-types.js';

interface Held {
  token: string;
  until: number;
  waiters: (() => void)[];
}

export class KeyLocks {
  private readonly held = new Map<string, Held>();
  /** Tokens need only be unique within this process: a count (node:crypto is not loaded for it at start-up). */
  private issued = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async lock(key: string, ttlMs: number, waitMs: number, storeName: string): Promise<StoreOutcome<string>> {
    const giveUp = this.now() + waitMs;
    for (;;) {
      const current = this.held.get(key);
      if (current === undefined || current.until <= this.now()) {
        const token = `lock-${++this.issued}`;
        this.held.set(key, { token, until: this.now() + ttlMs, waiters: current?.waiters ?? [] });
        return storeOk(token);
      }
      const left = Math.min(giveUp, current.until) - this.now();
      if (this.now() >= giveUp) {
        return storeFailure('locked', `Its lock in ${storeName} was not free within ${waitMs} ms.`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(1, left));
        current.waiters.push(() => { clearTimeout(timer); resolve(); });
      });
    }
  }

  unlock(key: string, token: string): void {
    const current = this.held.get(key);
    if (current === undefined || current.token !== token) return;
    this.held.delete(key);
    // One waiter at a time takes the lock; the others wait for the next release (or their own timers).
    const next = current.waiters.shift();
    if (next !== undefined) {
      if (current.waiters.length > 0) this.held.set(key, { token: '', until: 0, waiters: current.waiters });
      next();
    }
  }
}
