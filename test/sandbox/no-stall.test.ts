// No single stall (docs/sandbox.md, "the reserve"): while hostile calls wreck their isolates (a backtracking regular
// expression never polls its deadline, so the watchdog disposes its isolate and the pool warms a replacement), a
// healthy client's calls are each answered without waiting for a replacement's warm-up. Real HTTP against the real
// listener, real isolates, the pool as svc wires it (2 isolates and a warm spare, a fair share of 2).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSvc, type Svc } from '../http/helpers.js';

let svc: Svc;

beforeAll(async () => {
  svc = await startSvc();
  svc.define(`
New-SvcEndpoint -Url /ok -Endpoint { 'ok' }
New-SvcEndpoint -Url /regex -Timeout 1 -Endpoint { ('a' * 40 + '!') -match '^(a+)+$' }
`);
  // Every isolate warm before the burst.
  await Promise.all([svc.call('/ok'), svc.call('/ok'), svc.call('/ok')]);
});

afterAll(async () => {
  await svc.close();
});

/**
 * The bound. Before the reserve, each time the watchdog disposed the two backtracking isolates, the queued regex calls
 * took the warm spare, and a healthy call waited for a replacement's warm-up, with the two warm-ups and the regexes
 * sharing 2 cores: this test's slowest healthy call was 0.85 s and 1.7 s then (0.5-1.2 s at k = 4), against 0.3-0.9 s
 * now, on the shared 2-core machine at a load average of 16-19, where the healthy client alone sees 0.1-0.25 s stalls.
 * What is left is the machine's own scheduling, and the bound leaves room for it; on a quiet machine the old wait would
 * be the warm-up itself (~0.2-0.5 s; not measured there). Eight calls make four waves of recycles, four chances
 * for the old wait to show. The 100 ms figure is `npm run bench -- attack`'s; this test catches the long waits
 * (1.7 s) the old pool gave on a loaded machine, not every one of them. 1 s was exceeded once in a full-suite run at
 * a load average near 20, hence 1.5 s.
 */
const BOUND_MS = 1500;

it('answers every healthy call without waiting for a replacement isolate while regexes backtrack at k = 8', async () => {
  const recycledBefore = svc.service.host.poolStats!()!.recycled;
  const attacks = Promise.all(Array.from({ length: 8 }, () => svc.call('/regex')));
  let done = false;
  void attacks.finally(() => { done = true; });
  const latencies: number[] = [];
  while (!done) {
    const started = performance.now();
    const r = await svc.call('/ok');
    latencies.push(performance.now() - started);
    expect(r.status).toBe(200);
  }
  for (const r of await attacks) expect(r.status).toBe(500);
  // The burst did wreck isolates (else the test would prove nothing): each regex call's isolate was disposed.
  expect(svc.service.host.poolStats!()!.recycled - recycledBefore).toBeGreaterThanOrEqual(8);
  expect(latencies.length).toBeGreaterThan(20);
  expect(Math.max(...latencies)).toBeLessThan(BOUND_MS);
}, 30_000);
