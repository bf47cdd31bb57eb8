// The one interface of svc's shared store (docs/state.md): the cache's values, and the keys other features keep
// (token keys, revocations, rate-limit counts), each under its own prefix (prefixed-store.ts). Back ends plug in
// behind it by configuration (open-store.ts): in memory (with -Persist keys on disk), Redis, or a client of another
// process's store. Every method answers a StoreOutcome: a failure is data with a kind, never a thrown Error.
import type { StoreEntryInfo, StoreOutcome, StoreSetOptions } from '../engine/protocol/store-types.js';

export type { StoreEntryInfo, StoreOutcome, StoreSetOptions };

export interface Store {
  /** How messages name it: "the embedded store", "the Redis store at redis://127.0.0.1:6379". */
  readonly name: string;
  /** The value, or null when missing or expired; a read moves a sliding expiration ahead. */
  get(key: string): Promise<StoreOutcome<string | null>>;
  set(key: string, value: string, options: StoreSetOptions): Promise<StoreOutcome<null>>;
  /** True when the key existed. */
  delete(key: string): Promise<StoreOutcome<boolean>>;
  /** The live keys that start with `prefix`, with their sizes and expirations. */
  list(prefix: string): Promise<StoreOutcome<StoreEntryInfo[]>>;
  /** Removes the keys that start with `prefix`; answers how many. */
  clear(prefix: string): Promise<StoreOutcome<number>>;
  /**
   * Adds `by` to the integer at `key` (0 when missing) in one step and answers the new value; `ttlMs` (when not
   * null) sets the key to expire that long after it was created (a rate-limit window). A key holding anything but an
   * integer is an 'invalid' failure.
   */
  increment(key: string, by: number, ttlMs: number | null): Promise<StoreOutcome<number>>;
  /**
   * Takes the lock named `key` (locks live apart from values), waiting up to `waitMs`; the lock frees itself
   * `ttlMs` after it was taken if never released. Answers the token that unlock needs; 'locked' when not free in time.
   */
  lock(key: string, ttlMs: number, waitMs: number): Promise<StoreOutcome<string>>;
  /** Releases a lock this token holds; a lock that expired or passed to another holder is left alone. */
  unlock(key: string, token: string): Promise<StoreOutcome<null>>;
  /** The caps to apply from the next write on (the settings changed). */
  setLimits(limits: StoreLimits): void;
  close(): Promise<void>;
}

/** The size caps (the MaxCacheValueKB and MaxCacheKB settings), read at each write so a change applies at once. */
export interface StoreLimits {
  maxValueBytes: number;
  maxTotalBytes: number;
}
