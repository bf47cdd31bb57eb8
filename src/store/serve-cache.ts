// The host side of Host.cache: one CacheRequest (from an isolate, or from the shell's engine thread) run against the
// cache's part of the store. The cache's keys live under CACHE_PREFIX (prefixed-store.ts).
import { storeFailure, type CacheRequest, type StoreOutcome } from '../engine/protocol/store-types.js';
import type { Store } from './store.js';
import { prefixedStore } from './prefixed-store.js';

export const CACHE_PREFIX = 'cache:';

/** The cache's view of a store; `serve` runs one request against it. */
export function cacheOf(store: Store): { store: Store; serve(request: CacheRequest): Promise<StoreOutcome<unknown>> } {
  const cache = prefixedStore(store, CACHE_PREFIX);
  return { store: cache, serve: (request) => serveCacheRequest(cache, request) };
}

export function serveCacheRequest(cache: Store, request: CacheRequest): Promise<StoreOutcome<unknown>> {
  switch (request.op) {
    case 'get': return cache.get(request.key);
    case 'set': return cache.set(request.key, request.value, request.options);
    case 'remove': return cache.delete(request.key);
    case 'list': return cache.list('');
    case 'clear': return cache.clear('');
    case 'lock': return cache.lock(request.key, request.ttlMs, request.waitMs);
    case 'unlock': return cache.unlock(request.key, request.token);
    default: return Promise.resolve(storeFailure('invalid', `Unknown cache operation '${(request as { op: string }).op}'.`));
  }
}

/** A request that arrived as JSON (from an isolate): never trusted to be well formed. */
export async function serveCacheJson(serve: (request: CacheRequest) => Promise<StoreOutcome<unknown>>, json: string): Promise<string> {
  let request: CacheRequest;
  try {
    request = JSON.parse(String(json)) as CacheRequest;
  } catch {
    return JSON.stringify(storeFailure('invalid', 'The cache request was not valid JSON.'));
  }
  try {
    return JSON.stringify(await serve(request));
  } catch (e) {
    // A back end must answer with data; one that throws is reported as unavailable rather than left to hang the call.
    return JSON.stringify(storeFailure('unavailable', `The store failed: ${e instanceof Error ? e.message : String(e)}`));
  }
}
