// The sandbox's public surface: a pool of warm isolated-vm isolates that runs endpoint scripts (docs/contract.md 6).
export { createIsolatePool, defaultMaxIsolates } from './isolate-pool.js';
export { defaultBundlePath } from './engine-bundle.js';
export type { EndpointExecutor, ExecuteOptions, IsolatePool, IsolatePoolOptions, IsolatePoolStats, PoolEvent } from './types.js';
export type { CacheServer, HttpClient } from './host-bridge.js';
export type { ReleaseMemory } from './memory-trim.js';
