// How the service runs an endpoint: injected (the shell passes the isolate pool's execute), so that the HTTP stage
// never loads the engine itself. The shape is the sandbox's own.
export type { EndpointExecutor, ExecuteOptions as ExecutorOptions } from '../sandbox/types.js';
export type { IsolatePoolStats as SandboxStats } from '../sandbox/types.js';

/** What the service may ask of the pool behind its executor. */
export interface SandboxControl {
  stats(): import('../sandbox/types.js').IsolatePoolStats;
  stopRunning(): void;
}
