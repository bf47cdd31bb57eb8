// How the service runs an endpoint: injected (the shell passes the isolate pool of src/sandbox), so that the HTTP
// stage never loads the engine itself.
import type { EndpointRequest, EndpointResult, EndpointRunOptions } from '../engine/endpoint/types.js';

export interface ExecutorOptions extends EndpointRunOptions {
  /** 0: no limit. */
  timeoutMs: number;
  memoryLimitMb: number;
}

/** `key` names the script (one per endpoint definition), so an executor may cache its parsed form. */
export type EndpointExecutor = (key: string, request: EndpointRequest, options: ExecutorOptions) => Promise<EndpointResult>;
