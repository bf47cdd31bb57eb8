// What every back end of the shared store must do (src/store/store.ts), as one table of tests that each back end's
// test file runs against a real instance: the embedded store here, Redis against a real redis-server.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '../../src/store/index.js';
import { NO_EXPIRY } from '../../src/engine/protocol/store-types.js';

export interface StoreUnderTest {
  store: Store;
  /** Lets `ms` pass for the store's clock (a fake clock moves; a real one is waited for). */
  pass(ms: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * `caps`: the store was made with MaxCacheValueKB 1 and MaxCacheKB 4 (the limits tests). `totalCap`: the back end
 * enforces MaxCacheKB itself (Redis leaves the whole to its own maxmemory: docs/state.md, limits).
 */
export function describeStoreContract(name: string, open: (caps: boolean) => Promise<StoreUnderTest>, options: { totalCap: boolean } = { totalCap: true }): void {
  describe(`${name}: the Store contract`, () => {
    let t: StoreUnderTest;
    beforeEach(async () => { t = await open(false); });
    afterEach(async () => { await t.close(); });

    it('reads back what it stored; a missing key is null, not a failure', async () => {
      expect(await t.store.set('a', 'one', NO_EXPIRY)).toEqual({ ok: true, value: null });
      expect(await t.store.get('a')).toEqual({ ok: true, value: 'one' });
      expect(await t.store.get('nothing')).toEqual({ ok: true, value: null });
      await t.store.set('a', 'two', NO_EXPIRY);
      expect(await t.store.get('a')).toEqual({ ok: true, value: 'two' });
    });

    it('deletes, saying whether the key was there', async () => {
      await t.store.set('a', 'one', NO_EXPIRY);
      expect(await t.store.delete('a')).toEqual({ ok: true, value: true });
      expect(await t.store.delete('a')).toEqual({ ok: true, value: false });
      expect(await t.store.get('a')).toEqual({ ok: true, value: null });
    });

    it('forgets a value at its absolute expiration', async () => {
      await t.store.set('a', 'x', { ...NO_EXPIRY, expiresAt: Date.now() + 300 });
      expect((await t.store.get('a'))).toEqual({ ok: true, value: 'x' });
      await t.pass(700);
      expect(await t.store.get('a')).toEqual({ ok: true, value: null });
    });

    it('moves a sliding expiration ahead on each read', async () => {
      await t.store.set('s', 'x', { ...NO_EXPIRY, slidingMs: 600 });
      for (let i = 0; i < 3; i++) {
        await t.pass(350);
        expect(await t.store.get('s'), `read ${i}`).toEqual({ ok: true, value: 'x' });
      }
      await t.pass(900);
      expect(await t.store.get('s')).toEqual({ ok: true, value: null });
    });

    it('lists and clears the keys under a prefix only, with sizes and expirations', async () => {
      await t.store.set('cache:a', 'héllo', NO_EXPIRY);
      await t.store.set('cache:b', 'x', { ...NO_EXPIRY, slidingMs: 60_000 });
      await t.store.set('other:c', 'y', NO_EXPIRY);
      const listed = await t.store.list('cache:');
      expect(listed.ok).toBe(true);
      const entries = listed.ok ? listed.value.sort((x, y) => x.key.localeCompare(y.key)) : [];
      expect(entries.map((e) => [e.key, e.size, e.slidingMs])).toEqual([['cache:a', 6, null], ['cache:b', 1, 60_000]]);
      expect(entries[0].expiresAt).toBeNull();
      expect(entries[1].expiresAt).toBeGreaterThan(Date.now() - 1000);
      expect(await t.store.clear('cache:')).toEqual({ ok: true, value: 2 });
      expect(await t.store.get('cache:a')).toEqual({ ok: true, value: null });
      expect(await t.store.get('other:c')).toEqual({ ok: true, value: 'y' });
    });

    it('counts atomically, and refuses to count what is not an integer', async () => {
      const adds = await Promise.all(Array.from({ length: 20 }, () => t.store.increment('n', 1, null)));
      expect(adds.map((a) => (a.ok ? a.value : -1)).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect(await t.store.get('n')).toEqual({ ok: true, value: '20' });
      await t.store.set('text', 'abc', NO_EXPIRY);
      expect(await t.store.increment('text', 1, null)).toMatchObject({ ok: false, kind: 'invalid' });
    });

    it('a counter with a window expires with it', async () => {
      expect(await t.store.increment('w', 5, 300)).toEqual({ ok: true, value: 5 });
      expect(await t.store.increment('w', 1, 300)).toEqual({ ok: true, value: 6 });
      await t.pass(700);
      expect(await t.store.increment('w', 1, 300)).toEqual({ ok: true, value: 1 });
    });

    it('a lock is held until released; a waiter then gets it', async () => {
      const first = await t.store.lock('k', 10_000, 0);
      expect(first.ok).toBe(true);
      expect(await t.store.lock('k', 10_000, 0)).toMatchObject({ ok: false, kind: 'locked' });
      const waiting = t.store.lock('k', 10_000, 5_000);
      await t.store.unlock('k', first.ok ? first.value : '');
      const second = await waiting;
      expect(second.ok).toBe(true);
      // A wrong token releases nothing.
      await t.store.unlock('k', 'not-the-token');
      expect(await t.store.lock('k', 10_000, 0)).toMatchObject({ ok: false, kind: 'locked' });
    });

    it('a lock never released frees itself after its TTL', async () => {
      expect((await t.store.lock('k', 300, 0)).ok).toBe(true);
      await t.pass(700);
      expect((await t.store.lock('k', 300, 0)).ok).toBe(true);
    });

    it('read-modify-write under the lock loses no update among 30 concurrent writers', async () => {
      await Promise.all(Array.from({ length: 30 }, async (_, i) => {
        const lock = await t.store.lock('list', 10_000, 10_000);
        if (!lock.ok) throw new Error(lock.message);
        const old = await t.store.get('list');
        const list = old.ok && old.value !== null ? JSON.parse(old.value) as number[] : [];
        await t.store.set('list', JSON.stringify([...list, i]), NO_EXPIRY);
        await t.store.unlock('list', lock.value);
      }));
      const got = await t.store.get('list');
      expect(got.ok && got.value !== null ? (JSON.parse(got.value) as number[]).length : 0).toBe(30);
    });
  });

  describe(`${name}: the size caps`, () => {
    let t: StoreUnderTest;
    beforeEach(async () => { t = await open(true); });
    afterEach(async () => { await t.close(); });

    it('refuses a value over MaxCacheValueKB, naming the setting', async () => {
      const refused = await t.store.set('big', 'x'.repeat(2000), NO_EXPIRY);
      expect(refused).toMatchObject({ ok: false, kind: 'tooLarge' });
      expect(refused.ok ? '' : refused.message).toMatch(/The value is 2 KB, over the MaxCacheValueKB setting \(1 KB\)/);
      expect(await t.store.get('big')).toEqual({ ok: true, value: null });
    });

    if (options.totalCap) it('refuses a write that would grow the store past MaxCacheKB, naming the setting; replacing a value counts the difference', async () => {
      for (let i = 0; i < 4; i++) expect((await t.store.set(`k${i}`, 'x'.repeat(900), NO_EXPIRY)).ok, `k${i}`).toBe(true);
      const refused = await t.store.set('k4', 'x'.repeat(900), NO_EXPIRY);
      expect(refused).toMatchObject({ ok: false, kind: 'full' });
      expect(refused.ok ? '' : refused.message).toMatch(/MaxCacheKB setting \(4 KB\)/);
      expect((await t.store.set('k0', 'x'.repeat(950), NO_EXPIRY)).ok).toBe(true);
      await t.store.delete('k1');
      expect((await t.store.set('k4', 'x'.repeat(900), NO_EXPIRY)).ok).toBe(true);
    });
  });
}
