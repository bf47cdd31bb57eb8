// The embedded store: values in this process's memory, under the MaxCacheValueKB/MaxCacheKB caps. Keys written with
// -Persist also go to a data file (a DiskLog: sqlite-file.ts) before the write is answered, and come back from it at
// start (docs/state.md). Expired values are dropped when read, and swept once a minute so they never hold memory.
import { NO_EXPIRY, storeFailure, storeOk, type StoreEntryInfo, type StoreOutcome, type StoreSetOptions } from '../engine/protocol/store-types.js';
import type { Store, StoreLimits } from './store.js';
import { checkTotalSize, checkValueSize, entryBytes, UNLIMITED } from './limits.js';
import { KeyLocks } from './key-locks.js';

interface Entry {
  value: string;
  bytes: number;
  expiresAt: number | null;
  slidingMs: number | null;
  persist: boolean;
}

/** A persisted key as the data file holds it. */
export interface PersistedEntry {
  key: string;
  value: string;
  expiresAt: number | null;
  slidingMs: number | null;
}

/** Where -Persist keys go; each call returns once the change is durable (it survives a kill -9). */
export interface DiskLog {
  readonly path: string;
  put(entry: PersistedEntry): StoreOutcome<null>;
  remove(keys: readonly string[]): StoreOutcome<null>;
  close(): void;
}

export interface MemoryStoreOptions {
  limits?: StoreLimits;
  disk?: DiskLog | null;
  /** Keys read back from the data file at start. */
  loaded?: readonly PersistedEntry[];
  now?: () => number;
}

const SWEEP_MS = 60_000;

export class MemoryStore implements Store {
  readonly name = 'the embedded store';
  private readonly entries = new Map<string, Entry>();
  private total = 0;
  private readonly locks: KeyLocks;
  private limits: StoreLimits;
  private readonly disk: DiskLog | null;
  private readonly now: () => number;
  private readonly sweeper: NodeJS.Timeout;

  constructor(options: MemoryStoreOptions = {}) {
    this.limits = options.limits ?? UNLIMITED;
    this.disk = options.disk ?? null;
    this.now = options.now ?? Date.now;
    this.locks = new KeyLocks(this.now);
    for (const e of options.loaded ?? []) this.put(e.key, e.value, { expiresAt: e.expiresAt, slidingMs: e.slidingMs, persist: true });
    this.sweeper = setInterval(() => this.sweep(), SWEEP_MS);
    this.sweeper.unref();
  }

  /** The live entry, or undefined (an expired one is dropped here). */
  private live(key: string): Entry | undefined {
    const e = this.entries.get(key);
    if (e === undefined) return undefined;
    if (e.expiresAt !== null && e.expiresAt <= this.now()) {
      this.drop([key]);
      return undefined;
    }
    return e;
  }

  private put(key: string, value: string, options: StoreSetOptions): void {
    const old = this.entries.get(key);
    const bytes = entryBytes(key, value);
    const expiresAt = options.slidingMs !== null ? this.now() + options.slidingMs : options.expiresAt;
    this.entries.set(key, { value, bytes, expiresAt, slidingMs: options.slidingMs, persist: options.persist });
    this.total += bytes - (old?.bytes ?? 0);
  }

  private drop(keys: readonly string[]): void {
    const persisted: string[] = [];
    for (const key of keys) {
      const e = this.entries.get(key);
      if (e === undefined) continue;
      this.entries.delete(key);
      this.total -= e.bytes;
      if (e.persist) persisted.push(key);
    }
    // An expired or removed key leaves the file too; a failure here only leaves a row the next start drops or overwrites.
    if (persisted.length > 0) this.disk?.remove(persisted);
  }

  private sweep(): void {
    const now = this.now();
    this.drop([...this.entries].filter(([, e]) => e.expiresAt !== null && e.expiresAt <= now).map(([k]) => k));
  }

  async get(key: string): Promise<StoreOutcome<string | null>> {
    const e = this.live(key);
    if (e === undefined) return storeOk(null);
    if (e.slidingMs !== null) e.expiresAt = this.now() + e.slidingMs;
    return storeOk(e.value);
  }

  async set(key: string, value: string, options: StoreSetOptions): Promise<StoreOutcome<null>> {
    const limits = this.limits;
    const bytes = entryBytes(key, value);
    const tooLarge = checkValueSize(bytes, limits);
    if (tooLarge) return tooLarge;
    const old = this.live(key);
    let full = checkTotalSize(this.total, bytes - (old?.bytes ?? 0), limits);
    if (full) {
      this.sweep();
      full = checkTotalSize(this.total, bytes - (this.entries.get(key)?.bytes ?? 0), limits);
      if (full) return full;
    }
    if (options.persist && this.disk === null) {
      return storeFailure('unavailable', `-Persist needs a data folder, and ${this.name} has none.`);
    }
    if (options.persist) {
      const written = this.disk!.put({ key, value, expiresAt: options.expiresAt, slidingMs: options.slidingMs });
      if (!written.ok) return written;
    } else if (old?.persist) {
      this.disk?.remove([key]);
    }
    this.put(key, value, options);
    return storeOk(null);
  }

  async delete(key: string): Promise<StoreOutcome<boolean>> {
    const existed = this.live(key) !== undefined;
    this.drop([key]);
    return storeOk(existed);
  }

  async list(prefix: string): Promise<StoreOutcome<StoreEntryInfo[]>> {
    const now = this.now();
    const out: StoreEntryInfo[] = [];
    for (const [key, e] of this.entries) {
      if (!key.startsWith(prefix) || (e.expiresAt !== null && e.expiresAt <= now)) continue;
      out.push({ key, size: e.bytes - Buffer.byteLength(key, 'utf8'), expiresAt: e.expiresAt, slidingMs: e.slidingMs, persist: e.persist });
    }
    return storeOk(out);
  }

  async clear(prefix: string): Promise<StoreOutcome<number>> {
    const keys = [...this.entries.keys()].filter((k) => k.startsWith(prefix));
    const live = keys.filter((k) => this.live(k) !== undefined).length;
    this.drop(keys);
    return storeOk(live);
  }

  async increment(key: string, by: number, ttlMs: number | null): Promise<StoreOutcome<number>> {
    const e = this.live(key);
    const current = e === undefined ? 0 : Number(e.value);
    if (e !== undefined && !/^-?\d+$/.test(e.value)) return storeFailure('invalid', 'The value is not an integer, so it cannot be counted.');
    const next = current + by;
    const expiresAt = e === undefined ? (ttlMs === null ? null : this.now() + ttlMs) : e.expiresAt;
    const set = await this.set(key, String(next), { ...NO_EXPIRY, expiresAt: e?.slidingMs == null ? expiresAt : null, slidingMs: e?.slidingMs ?? null, persist: e?.persist ?? false });
    return set.ok ? storeOk(next) : set;
  }

  lock(key: string, ttlMs: number, waitMs: number): Promise<StoreOutcome<string>> {
    return this.locks.lock(key, ttlMs, waitMs, this.name);
  }

  async unlock(key: string, token: string): Promise<StoreOutcome<null>> {
    this.locks.unlock(key, token);
    return storeOk(null);
  }

  setLimits(limits: StoreLimits): void {
    this.limits = limits;
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.disk?.close();
  }
}
