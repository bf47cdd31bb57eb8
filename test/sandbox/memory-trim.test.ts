// The pool gives the C allocator's free memory back once heavy work is over (docs/sandbox.md, "Memory after an
// attack"): real endpoint scripts in real isolates, with the release the pool is given counted, and glibc's own
// malloc_trim called through koffi.
import { getHeapStatistics } from 'node:v8';
import { afterEach, expect, it } from 'vitest';
import { createIsolatePool, type IsolatePool } from '../../src/sandbox/index.js';
import { TRIM_INTERVAL_MS, TRIM_QUIET_MS, collectThenTrim, glibcMallocTrim } from '../../src/sandbox/memory-trim.js';
import { options, request } from './probe-bundle.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let pool: IsolatePool | null = null;
afterEach(async () => { await pool?.close(); pool = null; });

/** A pool whose releases are counted, each with whether it may collect the server's heap. */
async function countingPool(size = 1): Promise<{ pool: IsolatePool; releases: () => number; collects: boolean[] }> {
  const collects: boolean[] = [];
  const made = createIsolatePool({ size, memoryLimitMb: 64, releaseMemory: async (collect) => { collects.push(collect); return true; } });
  await made.ready();
  pool = made;
  return { pool: made, releases: () => collects.length, collects };
}

it('releases memory once after a burst of long calls, when the pool has gone quiet', async () => {
  const { pool, releases } = await countingPool();
  const script = '{ Start-Sleep -Milliseconds 100; 1..100000 | Measure-Object | % Count }';
  const results = await Promise.all(Array.from({ length: 3 }, () => pool.execute(script, request(), options(script, 5000))));
  for (const r of results) expect(r.kind).toBe('output');
  await sleep(TRIM_QUIET_MS * 2.5);
  expect(releases()).toBe(1);
});

it('releases memory after an isolate was torn down at its memory limit', async () => {
  const { pool, releases } = await countingPool();
  const script = "{ $h = @{}; $i = 0; while ($true) { $h[$i++] = ('x' * 100000) + $i } }";
  const result = await pool.execute(script, request(), options(script, 20_000));
  expect(result).toMatchObject({ kind: 'limit', limit: 'memory' });
  await sleep(TRIM_QUIET_MS * 2.5);
  expect(releases()).toBe(1);
});

it('releases memory after a quick call that took a big body in, and not after one with a small body', async () => {
  const { pool, releases } = await countingPool();
  const script = '{ $Body.Length }';
  const small = await pool.execute(script, request('x'.repeat(1000)), options(script, 5000));
  expect(small).toMatchObject({ kind: 'output' });
  await sleep(TRIM_QUIET_MS * 2.5);
  expect(releases()).toBe(0);
  const big = await pool.execute(script, request('x'.repeat(1 << 20)), options(script, 5000));
  expect(big).toMatchObject({ kind: 'output' });
  expect(JSON.stringify(big)).toContain(String(1 << 20));
  await sleep(TRIM_QUIET_MS * 2.5);
  expect(releases()).toBe(1);
});

it("collects the server's heap only when no long call runs", async () => {
  const { pool, collects } = await countingPool(2);
  const short = '{ Start-Sleep -Milliseconds 100 }';
  const long = '{ Start-Sleep -Milliseconds 2600 }';
  const running = pool.execute(long, request(), options(long, 10_000));
  expect((await pool.execute(short, request(), options(short, 5000))).kind).toBe('output');
  // The short call's end settles once the pool is quiet, while the long one still runs.
  await sleep(TRIM_QUIET_MS * 1.5);
  expect(collects).toEqual([false]);
  expect((await running).kind).toBe('output');
  // The long call's end settles again once the period between two settlings is over, with nothing running.
  await sleep(TRIM_INTERVAL_MS);
  expect(collects).toEqual([false, true]);
});

it('releases nothing once the pool is closed', async () => {
  const { pool, releases } = await countingPool();
  const script = '{ Start-Sleep -Milliseconds 100 }';
  expect((await pool.execute(script, request(), options(script, 5000))).kind).toBe('output');
  await pool.close();
  await sleep(TRIM_QUIET_MS * 2.5);
  expect(releases()).toBe(0);
});

it.runIf(process.platform === 'linux')("calls glibc's malloc_trim through koffi on Linux", async () => {
  const trim = glibcMallocTrim();
  expect(trim).not.toBeNull();
  // True only when koffi loaded, found malloc_trim in the process, and the call ran on its thread.
  expect(await trim!()).toBe(true);
  expect(await trim!()).toBe(true);
});

it.runIf(process.platform === 'linux')("collects this thread's heap before the trim when it may", async () => {
  const release = collectThenTrim();
  expect(release).not.toBeNull();
  // ~25 MB of objects, alive while the heap is weighed and garbage from then on: nothing allocates before the release.
  let garbage: unknown[] | null = Array.from({ length: 300_000 }, (_, i) => ({ i, s: `x${i}` }));
  const before = getHeapStatistics().used_heap_size;
  expect(garbage).toHaveLength(300_000);
  garbage = null;
  expect(await release!(true)).toBe(true);
  expect(before - getHeapStatistics().used_heap_size).toBeGreaterThan(15 * 1024 * 1024);
});
