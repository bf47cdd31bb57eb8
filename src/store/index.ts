// The shared store's public surface (docs/state.md): one interface, its back ends chosen by configuration, and the
// cache's view of it that Host.cache reaches.
export type { Store, StoreLimits } from './store.js';
export { MemoryStore, type DiskLog, type PersistedEntry } from './memory-store.js';
export { prefixedStore } from './prefixed-store.js';
export { CACHE_PREFIX, cacheOf, serveCacheJson, serveCacheRequest } from './serve-cache.js';
export { defaultDataPath, checkDataPath } from './data-path.js';
export { openStore, type StoreConfig } from './open-store.js';
export { StoreHolder, type StoreChoice } from './store-holder.js';
export { KB, UNLIMITED, limitsFromSettings } from './limits.js';
export { IpcStore, serveStoreCall, type StoreCall, type StoreReply } from './ipc-store.js';
