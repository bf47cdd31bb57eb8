// Chooses and opens the back end the configuration names (docs/state.md): none is the embedded store (memory, with
// -Persist keys in DataPath); redis://HOST:PORT is Redis. Other back ends (a client of another process's store) are
// passed in already open. A failure is one line naming the flag or setting, for svc to print before it exits.
import { storeFailure, storeOk, type StoreOutcome } from '../engine/protocol/store-types.js';
import type { Store } from './store.js';
import { MemoryStore } from './memory-store.js';
import { checkDataPath } from './data-path.js';
import { openDataFile } from './sqlite-file.js';
import { storeUrlProblem } from '../engine/protocol/settings-schema.js';

export interface StoreConfig {
  /** The Store setting: null (or '') for the embedded store, else a URL such as redis://127.0.0.1:6379. */
  store: string | null;
  /** The data folder (--data / DataPath), already resolved to the per-user default when not given. */
  dataPath: string;
  /** How the messages name the two: '--store' or 'the Store setting'. */
  storeSource: string;
  dataSource: string;
  /** Start-up notices that are not failures (a damaged data file moved aside); svc prints them to stderr. */
  notice?: (line: string) => void;
}

/** The data folder matters to the embedded store only: with Redis, every key lives in Redis. */
export async function openStore(config: StoreConfig): Promise<StoreOutcome<Store>> {
  if (config.store === null || config.store === '') {
    const data = checkDataPath(config.dataPath, config.dataSource);
    if (!data.ok) return data;
    const file = openDataFile(data.value, Date.now(), config.notice ?? (() => {}));
    return storeOk(new MemoryStore({ disk: file.disk, loaded: file.loaded }));
  }
  const problem = storeUrlProblem(config.store, config.storeSource);
  if (problem !== null) return storeFailure('invalid', problem);
  // ioredis is loaded only when a Redis store is configured.
  const { RedisStore } = await import('./redis-store.js');
  return RedisStore.open(config.store, config.storeSource, config.notice);
}
