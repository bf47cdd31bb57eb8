// Calls that cross together (src/sandbox/call-batch.ts, docs/sandbox.md): queued calls of a quick endpoint share one
// apply into an isolate, and each still gets its own answer, its own timeout and the isolate's fate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIsolatePool, type IsolatePool } from '../../src/sandbox/index.js';
import { MAX_BATCH } from '../../src/sandbox/call-batch.js';
import { buildProbeBundle, options, request } from './probe-bundle.js';

const outputOf = (result: unknown): unknown => {
  const r = result as { kind: string; body: { value: string } };
  return r.kind === 'output' ? JSON.parse(r.body.value) : r;
};

describe('with the real engine', () => {
  let pool: IsolatePool;
  beforeAll(async () => {
    // One base isolate (a fair share of one): calls of one endpoint queue behind each other.
    pool = createIsolatePool({ size: 1 });
    await pool.ready();
  });
  afterAll(() => pool.close());

  it('answers each queued call of a quick endpoint with its own result', async () => {
    const script = { script: "{ param($n) [PSCustomObject]@{ Id = $RequestId; N = [int]$n * 2 } }", errorAction: 'Continue' as const, jsonDepth: 5, timeoutMs: 5000, memoryLimitMb: 128 };
    const call = (i: number) => pool.execute('ids', request('', { requestId: `r${i}`, query: { n: String(i) }, data: new Uint8Array(0) }), script);
    await call(-1); // the endpoint is known to be quick from its first call on
    const before = pool.stats().batched;
    const results = await Promise.all(Array.from({ length: 24 }, (_, i) => call(i)));
    expect(results.map(outputOf)).toEqual(Array.from({ length: 24 }, (_, i) => ({ Id: `r${i}`, N: i * 2 })));
    expect(pool.stats().batched).toBeGreaterThan(before);
  });
});

describe('with a probe guest', () => {
  let bundlePath: string;
  let pool: IsolatePool;
  beforeAll(async () => {
    bundlePath = await buildProbeBundle();
    pool = createIsolatePool({ size: 1, bundlePath, memoryLimitMb: 64 });
    await pool.ready();
  });
  afterAll(() => pool.close());

  const noBody = (id: string) => request('', { requestId: id, data: new Uint8Array(0) });

  it('gives a call that never polls its own timeout, not that of the calls it crossed with', async () => {
    const spinner = options('spinFor:r5', 1000);
    expect(outputOf(await pool.execute('spin-for', noBody('warm'), spinner))).toBe('warm');
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 2 * MAX_BATCH }, async (_, i) => {
      const result = await pool.execute('spin-for', noBody(`r${i}`), spinner);
      return { result, ms: performance.now() - started };
    }));
    expect(answers[5]!.result).toEqual({ kind: 'limit', limit: 'timeout', value: 1 });
    // The watchdog counts the spinning call's 1 s from its own start (not 1 s for each call of its batch): it is
    // disposed ~1.1 s after it starts. The bound leaves room for a loaded machine, far below a batch's 4 s.
    expect(answers[5]!.ms).toBeLessThan(3000);
    // The calls that crossed with it share its isolate's fate; none answers with another call's result.
    for (const [i, { result }] of answers.entries()) {
      const output = outputOf(result);
      if (output !== `r${i}`) expect(result).toEqual({ kind: 'limit', limit: 'timeout', value: 1 });
    }
    expect(answers.filter(({ result }, i) => outputOf(result) === `r${i}`).length).toBeGreaterThanOrEqual(MAX_BATCH - 1);
    expect(pool.stats().batched).toBeGreaterThan(0);
  });

  it('never sends calls with a body, or nested calls, together', async () => {
    expect(outputOf(await pool.execute('echo', request('warm'), options('echo')))).toEqual({ body: 'warm', errorAction: 'Continue' });
    const before = pool.stats().batched;
    const bodies = Array.from({ length: 12 }, (_, i) => pool.execute('echo', request(`b${i}`), options('echo')));
    const nested = Array.from({ length: 12 }, (_, i) => pool.execute('nested', noBody(`n${i}`), { ...options('spinFor:none'), nested: true }));
    expect((await Promise.all(bodies)).map(outputOf)).toEqual(Array.from({ length: 12 }, (_, i) => ({ body: `b${i}`, errorAction: 'Continue' })));
    expect((await Promise.all(nested)).map(outputOf)).toEqual(Array.from({ length: 12 }, (_, i) => `n${i}`));
    expect(pool.stats().batched).toBe(before);
  });
});
