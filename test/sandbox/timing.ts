// Timing helpers for the sandbox tests.
import type { IsolatePool } from '../../src/sandbox/index.js';

/** Waits until no isolate is being created (a recycled one is replaced in the background). */
export async function settled(pool: IsolatePool): Promise<void> {
  while (pool.stats().starting > 0) await new Promise((r) => setTimeout(r, 10));
}

/**
 * The 90th percentile: the latency claim ("answers within 100 ms during an attack") on a machine shared with other
 * work, where one scheduling hiccup of the OS would otherwise decide the test.
 */
export function p90(latencies: number[]): number {
  const sorted = [...latencies].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.9) - 1]!;
}

/**
 * The guest's deadline is wall-clock time (a bare isolate has Date.now, no monotonic clock), measured here with the
 * monotonic performance.now(): a wall-clock adjustment during a run shifts one against the other by a few ms.
 */
export const CLOCK_SLACK_MS = 20;
