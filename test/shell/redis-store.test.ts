// svc processes on one real Redis (--store redis://HOST:PORT; docs/state.md): they behave as one service, one dying
// does not stop the other, the store going away fails only the calls that use it (a 500 naming the store, within
// seconds) and svc reconnects by itself; an unreachable Redis at start is one line and exit 1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finished, loadedFile, serveFile, svc } from './helpers.js';
import { startRedisServer, type RedisServer } from '../helpers/redis-server.js';

let redis: RedisServer;
beforeAll(async () => { redis = await startRedisServer(); });
afterAll(async () => { await redis.stop(); });

const DEFINITIONS = [
  "New-SvcEndpoint -Url /note -Method POST -Endpoint { param($Text) $Cache:note = $Text; 'stored' }",
  'New-SvcEndpoint -Url /note -Method GET -Endpoint { "note: $Cache:note" }',
  "New-SvcEndpoint -Url /ping -Endpoint { 'pong' }",
].join('\n');

const serve = (file: string) => serveFile(['--store', redis.url, file]);

async function call(url: string, init?: RequestInit): Promise<{ status: number; body: string }> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  return { status: res.status, body: await res.text() };
}

describe('two svc processes on one Redis', () => {
  it('a value set through one is read through the other; one dying does not stop the other', async () => {
    const file = loadedFile(DEFINITIONS);
    const [a, b] = [await serve(file), await serve(file)];
    try {
      expect(await call(`${a.url}/note`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"Text":"shared"}' }))
        .toEqual({ status: 200, body: 'stored' });
      expect(await call(`${b.url}/note`)).toEqual({ status: 200, body: 'note: shared' });
      a.child.kill('SIGKILL');
      await finished(a.child);
      expect(await call(`${b.url}/note`)).toEqual({ status: 200, body: 'note: shared' });
    } finally {
      a.child.kill('SIGKILL');
      b.child.kill('SIGTERM');
    }
  }, 90_000);

  it('Redis going away fails the calls that use it with a 500 naming the store; others answer; svc reconnects', async () => {
    const s = await serve(loadedFile(DEFINITIONS));
    try {
      expect((await call(`${s.url}/note`)).status).toBe(200);
      await redis.stop();
      const started = Date.now();
      const failed = await call(`${s.url}/note`);
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(failed.status).toBe(500);
      expect(failed.body).toMatch(new RegExp(`The Redis store at ${redis.url} is unavailable`));
      expect(await call(`${s.url}/ping`)).toEqual({ status: 200, body: 'pong' });
      await redis.start();
      let back = await call(`${s.url}/note`);
      for (let i = 0; i < 100 && back.status !== 200; i++) {
        await new Promise((r) => setTimeout(r, 100));
        back = await call(`${s.url}/note`);
      }
      expect(back).toEqual({ status: 200, body: 'note: ' });
      expect(s.stderr()).toMatch(new RegExp(`svc: the Redis store at ${redis.url} is unavailable .*reconnecting`));
      expect(s.stderr()).toMatch(new RegExp(`svc: the Redis store at ${redis.url} is back\\.`));
    } finally {
      s.child.kill('SIGTERM');
      await redis.start();
    }
  }, 90_000);
});

describe('the Store setting', () => {
  it('Set-SvcSetting -Store switches a running svc to Redis, where another process reads what it stored', async () => {
    const first = await svc(['-c', `Set-SvcSetting -Store ${redis.url}; $Cache:switched = 'yes'; (Get-SvcSetting).Store`]);
    expect(first).toMatchObject({ code: 0, stdout: `${redis.url}\n`, stderr: '' });
    expect((await svc(['--store', redis.url, '-c', '$Cache:switched'])).stdout).toBe('yes\n');
    const bad = await svc(['-c', "Set-SvcSetting -Store memcached://x; $Cache:still = 'embedded'; $Cache:still"]);
    expect(bad.stdout).toBe('embedded\n');
    expect(bad.stderr).toMatch(/Set-SvcSetting: .*The Store setting: unknown store scheme 'memcached'/s);
  }, 60_000);
});

describe('start-up', () => {
  it('an unreachable Redis: one line naming --store, exit 1', async () => {
    const gone = await startRedisServer();
    await gone.stop();
    const r = await svc(['--store', gone.url, '-c', "'never runs'"]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(new RegExp(`^svc: --store: cannot reach the Redis store at ${gone.url} \\(.*ECONNREFUSED.*\\)\\.\\n$`));
  }, 30_000);
});
