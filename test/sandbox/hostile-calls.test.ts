// A hostile call costs only its own limits (docs/sandbox.md, the pool): for each hostile kind, pool size + 1 calls at
// once while a healthy client keeps being answered; clients that hang up; endpoints that call their own server.
// Real HTTP against the real listener, real isolates, one service and pool for the whole file. The bounds are
// generous (the machine is shared): `npm run bench -- attack` measures the tight ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSvc, type Svc } from '../http/helpers.js';

let svc: Svc;
const POOL_SIZE = 2; // startSvc's pool

beforeAll(async () => {
  svc = await startSvc({ MemoryLimitMB: 64 });
  svc.define(`
New-SvcEndpoint -Url /ok -Endpoint { 'ok' }
New-SvcEndpoint -Url /loop -Timeout 1 -Endpoint { while ($true) {} }
New-SvcEndpoint -Url /bomb -Timeout 20 -Endpoint { $h = @{}; $i = 0; while ($true) { $h[$i++] = ('x' * 100000) + $i } }
New-SvcEndpoint -Url /recurse -Timeout 5 -ErrorAction Stop -Endpoint { function f { f }; f }
New-SvcEndpoint -Url /regex -Timeout 1 -Endpoint { ('a' * 40 + '!') -match '^(a+)+$' }
New-SvcEndpoint -Url /sleep -Timeout 1 -Endpoint { Start-Sleep 30 }
New-SvcEndpoint -Url /huge -Timeout 10 -Endpoint { 1..300000 }
New-SvcEndpoint -Url /long -Timeout 30 -Endpoint { Start-Sleep 20; 'late' }
New-SvcEndpoint -Url /outer -Timeout 10 -Endpoint { Start-Sleep -Milliseconds 200; "outer got $(Invoke-RestMethod /ok)" }
`);
  // Every isolate warm before the attacks.
  await Promise.all([svc.call('/ok'), svc.call('/ok')]);
});

afterAll(async () => {
  await svc.close();
});

/** A healthy client's requests, one after another, while `during` runs; resolves with their statuses and latencies. */
async function healthyWhile(during: Promise<unknown>): Promise<{ statuses: number[]; worst: number }> {
  let done = false;
  void during.finally(() => { done = true; });
  const statuses: number[] = [];
  let worst = 0;
  await new Promise((r) => setTimeout(r, 150)); // the hostile calls hold their isolates
  while (!done || statuses.length < 3) {
    const started = performance.now();
    const r = await svc.call('/ok');
    worst = Math.max(worst, performance.now() - started);
    statuses.push(r.status);
    if (statuses.length >= 40) break;
  }
  await during;
  return { statuses, worst };
}

const hostile: [kind: string, path: string, status: number][] = [
  ['endless loop', '/loop', 500],
  ['memory bomb', '/bomb', 500],
  ['deep recursion', '/recurse', 500],
  ['regex backtracking', '/regex', 500],
  ['long sleep', '/sleep', 500],
  ['huge output', '/huge', 200],
];

describe(`each hostile kind at pool size + 1 (${POOL_SIZE + 1}) concurrent calls`, () => {
  it.each(hostile)('%s: the healthy client is served, every hostile call ends', async (_kind, path, status) => {
    const attacks = Promise.all(Array.from({ length: POOL_SIZE + 1 }, () => svc.call(path)));
    const { statuses, worst } = await healthyWhile(attacks);
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect(worst).toBeLessThan(3000);
    for (const r of await attacks) expect([status, 503]).toContain(r.status);
  }, 60000);
});

describe('clients that hang up', () => {
  it('drops their queued calls and stops their running scripts', async () => {
    const before = svc.service.host.poolStats!()!;
    const controllers = Array.from({ length: 6 }, () => new AbortController());
    const calls = controllers.map((c) => svc.fetch('/long', { signal: c.signal }).catch(() => 'aborted'));
    await new Promise((r) => setTimeout(r, 300));
    for (const c of controllers) c.abort();
    expect(await Promise.all(calls)).toEqual(Array(6).fill('aborted'));
    // The stopped scripts free their isolates at once (no disposal: nothing is recycled), and nothing stays queued.
    const started = performance.now();
    expect((await svc.call('/ok')).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(3000);
    await new Promise((r) => setTimeout(r, 200));
    const after = svc.service.host.poolStats!()!;
    expect(after).toMatchObject({ busy: 0, queued: 0 });
    expect(after.recycled).toBe(before.recycled);
  });
});

describe('endpoints that call their own server', () => {
  it('never deadlock, however many call at once', async () => {
    const results = await Promise.all(Array.from({ length: POOL_SIZE + 2 }, () => svc.call('/outer')));
    for (const r of results) {
      // Served through an isolate of their own, or refused at once with a clear 503: never a timeout.
      if (r.status === 200) expect(r.body).toBe('outer got ok');
      else expect(r).toMatchObject({ status: 500 });
    }
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(POOL_SIZE);
  }, 30000);
});

describe('the queue wait', () => {
  it('answers 503 with Retry-After when no isolate frees up in QueueTimeout', async () => {
    // The holders outlast the 1 s queue wait by far (the /sleep endpoint's own 1 s timeout would race it).
    svc.define('New-SvcEndpoint -Url /hold -Timeout 4 -Endpoint { Start-Sleep 30 }; Set-SvcSetting -QueueTimeout 1 -MaxIsolates 2');
    try {
      const holders = [svc.call('/hold'), svc.call('/hold')];
      await new Promise((r) => setTimeout(r, 100));
      const waited = await svc.call('/ok');
      expect(waited.status).toBe(503);
      expect(waited.headers.get('retry-after')).toBe('1');
      expect(waited.body).toMatch(/^Every script isolate stayed busy for 1(\.\d)? seconds \(the QueueTimeout setting\); try again later\.$/);
      await Promise.all(holders);
    } finally {
      svc.define('Set-SvcSetting -QueueTimeout 10 -MaxIsolates 0');
    }
  });
});
