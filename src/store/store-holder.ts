// The store svc uses now, behind the Store interface, and the settings that chose it. Set-SvcSetting -Store or
// -DataPath opens the new back end first and switches only when it opened (the old one stays otherwise); the cache
// limits apply to the next write. Everything that holds the store (the isolate pool, the shell's engine thread, the
// console, other features) holds this object, so a switch reaches them all.
import type { StoreOutcome } from '../engine/service/store-types.js';
import { storeOk } from '../engine/service/store-types.js';
import type { Store, StoreLimits } from './store.js';
import { openStore, type StoreConfig } from './open-store.js';
import { UNLIMITED } from './limits.js';

export type StoreChoice = Pick<StoreConfig, 'store' | 'dataPath'>;

export class StoreHolder implements Store {
  private limitsNow: StoreLimits = UNLIMITED;

  private constructor(private current: Store, private choice: StoreChoice) {}

  /** A holder of a store already open (a test's, or another process's client). */
  static of(store: Store, choice: StoreChoice): StoreHolder {
    return new StoreHolder(store, choice);
  }

  /** Opens the configured back end; the failure is one line naming the flag or setting. */
  static async open(choice: StoreChoice, sources: { storeSource: string; dataSource: string }, limits: StoreLimits = UNLIMITED,
    opener: (config: StoreConfig) => Promise<StoreOutcome<Store>> = openStore): Promise<StoreOutcome<StoreHolder>> {
    let holder: StoreHolder | null = null;
    const opened = await opener({ ...choice, ...sources, limits: () => holder?.limitsNow ?? limits });
    if (!opened.ok) return opened;
    holder = new StoreHolder(opened.value, choice);
    holder.limitsNow = limits;
    holder.opener = opener;
    return storeOk(holder);
  }

  private opener: (config: StoreConfig) => Promise<StoreOutcome<Store>> = openStore;

  get name(): string { return this.current.name; }
  get configured(): StoreChoice { return { ...this.choice }; }

  setLimits(limits: StoreLimits): void { this.limitsNow = limits; }

  /** Switches to the back end `choice` names, if it differs; on failure the current one stays. */
  async reconfigure(choice: StoreChoice, sources: { storeSource: string; dataSource: string }): Promise<StoreOutcome<null>> {
    if ((choice.store ?? '') === (this.choice.store ?? '') && choice.dataPath === this.choice.dataPath) return storeOk(null);
    const opened = await this.opener({ ...choice, ...sources, limits: () => this.limitsNow });
    if (!opened.ok) return opened;
    const old = this.current;
    this.current = opened.value;
    this.choice = { ...choice };
    await old.close();
    return storeOk(null);
  }

  get: Store['get'] = (key) => this.current.get(key);
  set: Store['set'] = (key, value, options) => this.current.set(key, value, options);
  delete: Store['delete'] = (key) => this.current.delete(key);
  list: Store['list'] = (prefix) => this.current.list(prefix);
  clear: Store['clear'] = (prefix) => this.current.clear(prefix);
  increment: Store['increment'] = (key, by, ttlMs) => this.current.increment(key, by, ttlMs);
  lock: Store['lock'] = (key, ttlMs, waitMs) => this.current.lock(key, ttlMs, waitMs);
  unlock: Store['unlock'] = (key, token) => this.current.unlock(key, token);
  close(): Promise<void> { return this.current.close(); }
}
