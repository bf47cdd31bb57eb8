// How the service runs an endpoint: injected (the shell passes the isolate pool's execute), so that the HTTP stage
// never loads the engine itself. The shape is the sandbox's own.
export type { EndpointExecutor, ExecuteOptions as ExecutorOptions } from '../sandbox/types.js';
export type { IsolatePoolStats as SandboxStats } from '../sandbox/types.js';

/** What the service may ask of the pool behind its executor. */
export interface SandboxControl {
  /** null while there is no pool yet (the shell loads it once the listener is bound). */
  stats(): import('../sandbox/types.js').IsolatePoolStats | null;
  stopRunning(): void;
}
