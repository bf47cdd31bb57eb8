// The shared store's wire types (docs/state.md), declared once for every stage that meets them: the engine (the cache
// cmdlets and $Cache:, through Host.cache), the sandbox (which bridges cache calls out of an isolate), the shell's
// worker bridge, and the store itself (src/store/). Every outcome is data with a kind, never a thrown Error: a
// failure crosses threads and isolates as it is, and each side decides what it means (an endpoint's 500, a refusal).

/** Why a store operation failed. */
export type StoreFailureKind =
  /** The store cannot be reached now (Redis went away, the data file failed). */
  | 'unavailable'
  /** One value is over the MaxCacheValueKB setting. */
  | 'tooLarge'
  /** The store would grow past the MaxCacheKB setting. */
  | 'full'
  /** A lock (Update-SvcCache) was not free within its wait. */
  | 'locked'
  /** The request itself was wrong (an empty key, a value that is not a counter). */
  | 'invalid';

export interface StoreFailure { ok: false; kind: StoreFailureKind; message: string }
export type StoreOutcome<T> = { ok: true; value: T } | StoreFailure;

export function storeOk<T>(value: T): StoreOutcome<T> {
  return { ok: true, value };
}

export function storeFailure(kind: StoreFailureKind, message: string): StoreFailure {
  return { ok: false, kind, message };
}

/** How long a value lives (Set-SvcCache's expiration parameters) and whether it also goes to disk (-Persist). */
export interface StoreSetOptions {
  /** Epoch ms after which the value is gone; null: no absolute expiration. */
  expiresAt: number | null;
  /** Each read moves the expiration this many ms ahead (-SlidingExpiration); null: none. */
  slidingMs: number | null;
  /** Kept on disk by the embedded store (survives a restart); the Redis store keeps everything in Redis anyway. */
  persist: boolean;
}

export const NO_EXPIRY: StoreSetOptions = Object.freeze({ expiresAt: null, slidingMs: null, persist: false });

/** One key as Get-SvcCache -List and the console's cache panel show it: no value, only its size. */
export interface StoreEntryInfo {
  key: string;
  /** The stored value's size in bytes (UTF-8 of its data form). */
  size: number;
  /** Epoch ms at which it expires as things stand (a sliding value moves on each read); null: never. */
  expiresAt: number | null;
  slidingMs: number | null;
  persist: boolean;
}

/** One cache operation as data: how a call crosses the isolate edge and the shell's thread edge. */
export type CacheRequest =
  | { op: 'get'; key: string }
  | { op: 'set'; key: string; value: string; options: StoreSetOptions }
  | { op: 'remove'; key: string }
  | { op: 'list' }
  | { op: 'clear' }
  | { op: 'lock'; key: string; ttlMs: number; waitMs: number }
  | { op: 'unlock'; key: string; token: string };

/** What each operation answers with, when it succeeds. */
export interface CacheAnswers {
  get: string | null;
  set: null;
  remove: boolean;
  list: StoreEntryInfo[];
  clear: number;
  lock: string;
  unlock: null;
}

/**
 * The cache as the engine sees it (Host.cache): synchronous, values already in their data form (a string: the engine
 * encodes and decodes, src/engine/values/value-data.ts). Keys are the user's keys; the host keeps them apart from
 * other features' keys in the store.
 */
export interface CacheHost {
  /** The value's data, or null when the key is missing or expired; a read moves a sliding expiration ahead. */
  get(key: string): StoreOutcome<string | null>;
  set(key: string, value: string, options: StoreSetOptions): StoreOutcome<null>;
  /** True when the key existed. */
  remove(key: string): StoreOutcome<boolean>;
  list(): StoreOutcome<StoreEntryInfo[]>;
  /** The number of keys removed. */
  clear(): StoreOutcome<number>;
  /**
   * Takes the key's lock (Update-SvcCache), waiting up to `waitMs` for it; it frees itself after `ttlMs` if never
   * released (a script stopped in between). Answers a token for unlock.
   */
  lock(key: string, ttlMs: number, waitMs: number): StoreOutcome<string>;
  unlock(key: string, token: string): StoreOutcome<null>;
}

/** A CacheHost over one function that carries a CacheRequest across an edge and waits for its outcome. */
export function cacheHostOver(send: (request: CacheRequest) => StoreOutcome<unknown>): CacheHost {
  const call = <K extends CacheRequest['op']>(request: Extract<CacheRequest, { op: K }>) => send(request) as StoreOutcome<CacheAnswers[K]>;
  return {
    get: (key) => call({ op: 'get', key }),
    set: (key, value, options) => call({ op: 'set', key, value, options }),
    remove: (key) => call({ op: 'remove', key }),
    list: () => call({ op: 'list' }),
    clear: () => call({ op: 'clear' }),
    lock: (key, ttlMs, waitMs) => call({ op: 'lock', key, ttlMs, waitMs }),
    unlock: (key, token) => call({ op: 'unlock', key, token }),
  };
}
