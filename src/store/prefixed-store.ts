// A feature's own part of the store: its keys live under a prefix ("cache:", "identity:"), so the cache's
// Clear-SvcCache and Get-SvcCache never see or remove another feature's keys, whatever back end holds them.
import { storeOk, type StoreOutcome } from '../engine/protocol/store-types.js';
import type { Store } from './store.js';

export function prefixedStore(store: Store, prefix: string): Store {
  const strip = <T extends { key: string }>(entries: T[]) => entries.map((e) => ({ ...e, key: e.key.slice(prefix.length) }));
  return {
    name: store.name,
    get: (key) => store.get(prefix + key),
    set: (key, value, options) => store.set(prefix + key, value, options),
    delete: (key) => store.delete(prefix + key),
    list: async (p) => {
      const listed = await store.list(prefix + p);
      return listed.ok ? storeOk(strip(listed.value)) : listed;
    },
    clear: (p) => store.clear(prefix + p),
    increment: (key, by, ttlMs) => store.increment(prefix + key, by, ttlMs),
    lock: (key, ttlMs, waitMs) => store.lock(prefix + key, ttlMs, waitMs),
    unlock: (key, token) => store.unlock(prefix + key, token),
    setLimits: (limits) => store.setLimits(limits),
    // The view does not own the store: closing it is its owner's business.
    close: async () => {},
  };
}

export type { StoreOutcome };
