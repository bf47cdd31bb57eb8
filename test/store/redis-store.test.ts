// The Redis back end against the shared contract, on a real redis-server of its own (test/helpers/redis-server.ts),
// and what only a store in another process can do: be shared by two clients, go away, and come back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { RedisStore } from '../../src/store/redis-store.js';
import { NO_EXPIRY } from '../../src/engine/protocol/store-types.js';
import { startRedisServer, type RedisServer } from '../helpers/redis-server.js';
import { describeStoreContract } from './store-contract.js';

let server: RedisServer;
beforeAll(async () => { server = await startRedisServer(); });
afterAll(async () => { await server.stop(); });

async function flush(): Promise<void> {
  const raw = new Redis(server.url);
  await raw.flushall();
  raw.disconnect();
}

async function open(): Promise<RedisStore> {
  const opened = await RedisStore.open(server.url, '--store');
  if (!opened.ok) throw new Error(opened.message);
  return opened.value;
}

describeStoreContract('the Redis store', async (caps) => {
  await flush();
  const store = await open();
  if (caps) store.setLimits({ maxValueBytes: 1024, maxTotalBytes: 4096 });
  return { store, pass: (ms) => new Promise((r) => setTimeout(r, ms)), close: () => store.close() };
}, { totalCap: false });

describe('the Redis store between processes', () => {
  it('two clients see each other\'s values and locks', async () => {
    await flush();
    const [a, b] = [await open(), await open()];
    await a.set('shared', 'from a', NO_EXPIRY);
    expect(await b.get('shared')).toEqual({ ok: true, value: 'from a' });
    const lock = await a.lock('k', 10_000, 0);
    expect(lock.ok).toBe(true);
    expect(await b.lock('k', 10_000, 0)).toMatchObject({ ok: false, kind: 'locked' });
    await Promise.all([a.close(), b.close()]);
  });

  it('an unreachable Redis at start is one line naming the flag', async () => {
    const stopped = await startRedisServer();
    await stopped.stop();
    const opened = await RedisStore.open(stopped.url, '--store');
    expect(opened).toMatchObject({ ok: false, kind: 'unavailable' });
    expect(opened.ok ? '' : opened.message).toMatch(new RegExp(`^--store: cannot reach the Redis store at ${stopped.url} \\(.*ECONNREFUSED.*\\)\\.$`));
  });

  it('when Redis goes away, calls fail within seconds as unavailable, naming the store; it reconnects by itself', async () => {
    await flush();
    const notices: string[] = [];
    const opened = await RedisStore.open(server.url, '--store', (line) => notices.push(line));
    if (!opened.ok) throw new Error(opened.message);
    const store = opened.value;
    await store.set('k', 'v', NO_EXPIRY);
    await server.stop();
    const started = Date.now();
    const failed = await store.get('k');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(failed).toMatchObject({ ok: false, kind: 'unavailable' });
    expect(failed.ok ? '' : failed.message).toMatch(new RegExp(`^The Redis store at ${server.url} is unavailable`));
    await server.start();
    let back = await store.get('k');
    for (let i = 0; i < 100 && !back.ok; i++) {
      await new Promise((r) => setTimeout(r, 100));
      back = await store.get('k');
    }
    // A fresh server has no data (the test's has no persistence); what matters is that calls work again.
    expect(back).toEqual({ ok: true, value: null });
    expect(notices[0]).toMatch(/is unavailable .*reconnecting/);
    expect(notices.at(-1)).toBe(`svc: the Redis store at ${server.url} is back.`);
    await store.close();
  }, 30_000);
});
