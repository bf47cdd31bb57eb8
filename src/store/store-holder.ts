// The store svc uses now, behind the Store interface, and the settings that chose it. Set-SvcSetting -Store or
// -DataPath opens the new back end first and switches only when it opened (the old one stays otherwise); the cache
// limits apply to the next write. Everything that holds the store (the isolate pool, the shell's engine thread, the
// console, other features) holds this object, so a switch reaches them all.
import type { StoreOutcome } from '../engine/protocol/store-types.js';
import { storeOk } from '../engine/protocol/store-types.js';
import type { Store, StoreLimits } from './store.js';
import { openStore, type StoreConfig } from './open-store.js';
import { UNLIMITED } from './limits.js';

export type StoreChoice = Pick<StoreConfig, 'store' | 'dataPath'>;
export type StoreSources = Pick<StoreConfig, 'storeSource' | 'dataSource' | 'notice'>;

export class StoreHolder implements Store {
  private limitsNow: StoreLimits = UNLIMITED;

  private constructor(private current: Store, private choice: StoreChoice) {}

  /** A holder of a store already open (a test's, or another process's client). */
  static of(store: Store, choice: StoreChoice): StoreHolder {
    return new StoreHolder(store, choice);
  }

  /** Opens the configured back end; the failure is one line naming the flag or setting. */
  static async open(choice: StoreChoice, sources: StoreSources, limits: StoreLimits = UNLIMITED,
    opener: (config: StoreConfig) => Promise<StoreOutcome<Store>> = openStore): Promise<StoreOutcome<StoreHolder>> {
    const opened = await opener({ ...choice, ...sources });
    if (!opened.ok) return opened;
    const holder = new StoreHolder(opened.value, choice);
    holder.setLimits(limits);
    holder.opener = opener;
    return storeOk(holder);
  }

  private opener: (config: StoreConfig) => Promise<StoreOutcome<Store>> = openStore;

  get name(): string { return this.current.name; }
  get configured(): StoreChoice { return { ...this.choice }; }

  setLimits(limits: StoreLimits): void {
    this.limitsNow = limits;
    this.current.setLimits(limits);
  }

  /** Switches to the back end `choice` names, if it differs; on failure the current one stays. */
  async reconfigure(choice: StoreChoice, sources: StoreSources): Promise<StoreOutcome<null>> {
    if ((choice.store ?? '') === (this.choice.store ?? '') && choice.dataPath === this.choice.dataPath) return storeOk(null);
    const opened = await this.opener({ ...choice, ...sources });
    if (!opened.ok) return opened;
    opened.value.setLimits(this.limitsNow);
    const old = this.current;
    this.current = opened.value;
    this.choice = { ...choice };
    await old.close();
    for (const listener of this.listeners) listener();
    return storeOk(null);
  }

  private readonly listeners = new Set<() => void>();

  /**
   * Calls `listener` after each change made through this holder (the console's live cache panel); changes other
   * processes make to a shared store, and expirations, are not seen here. Returns the function that stops it.
   */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private async changed<T>(outcome: Promise<StoreOutcome<T>>): Promise<StoreOutcome<T>> {
    const done = await outcome;
    if (done.ok) for (const listener of this.listeners) listener();
    return done;
  }

  get: Store['get'] = (key) => this.current.get(key);
  set: Store['set'] = (key, value, options) => this.changed(this.current.set(key, value, options));
  delete: Store['delete'] = (key) => this.changed(this.current.delete(key));
  list: Store['list'] = (prefix) => this.current.list(prefix);
  clear: Store['clear'] = (prefix) => this.changed(this.current.clear(prefix));
  increment: Store['increment'] = (key, by, ttlMs) => this.changed(this.current.increment(key, by, ttlMs));
  lock: Store['lock'] = (key, ttlMs, waitMs) => this.current.lock(key, ttlMs, waitMs);
  unlock: Store['unlock'] = (key, token) => this.current.unlock(key, token);
  close(): Promise<void> { return this.current.close(); }
}
