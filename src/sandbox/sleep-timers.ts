// The host side of Start-Sleep for one isolate: the guest waits (applySyncPromise) on a promise resolved by a host
// timer. The timers are tracked so that disposing the isolate also clears them: a sleeping script with no timeout
// must not keep the process alive after close().
const MAX_TIMER_MS = 2 ** 31 - 1;

export class SleepTimers {
  private readonly active = new Set<NodeJS.Timeout>();

  sleep(ms: number): Promise<void> {
    const wait = Math.min(Math.max(0, Number(ms) || 0), MAX_TIMER_MS);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.active.delete(timer);
        resolve();
      }, wait);
      this.active.add(timer);
    });
  }

  clear(): void {
    for (const timer of this.active) clearTimeout(timer);
    this.active.clear();
  }
}
