// The pool gives the C allocator's free memory back once heavy work is over (docs/sandbox.md, "Memory after an
// attack"): real endpoint scripts in real isolates, with the release the pool is given counted, and glibc's own
// malloc_trim called through koffi.
import { afterEach, expect, it } from 'vitest';
import { createIsolatePool, type IsolatePool } from '../../src/sandbox/index.js';
import { TRIM_QUIET_MS, glibcMallocTrim } from '../../src/sandbox/memory-trim.js';
import { options, request } from './probe-bundle.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
let pool: IsolatePool | null = null;
afterEach(async () => { await pool?.close(); pool = null; });

/** A pool whose releases are counted. */
async function countingPool(): Promise<{ pool: IsolatePool; releases: () => number }> {
  let count = 0;
  const made = createIsolatePool({ size: 1, memoryLimitMb: 64, releaseMemory: async () => { count++; return true; } });
  await made.ready();
  pool = made;
  return { pool: made, releases: () => count };
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
