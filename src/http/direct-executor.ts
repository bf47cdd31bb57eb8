// TEMPORARY: runs endpoints in the server's own thread, without isolates, until the sandbox pool (src/sandbox) is
// the default. It enforces the timeout through Host.checkInterrupt and has no memory limit; Start-Sleep blocks the
// thread. Never use it where untrusted scripts run.
import type { Host } from '../engine/host.js';
import { runEndpoint } from '../engine/endpoint/run-endpoint.js';
import type { EndpointExecutor } from './executor.js';

function endpointHost(deadline: number): Host {
  const wait = new Int32Array(new SharedArrayBuffer(4));
  return {
    now: () => Date.now(),
    timezoneOffset: (epochMs) => new Date(epochMs).getTimezoneOffset(),
    random: () => Math.random(),
    sleep: (ms) => {
      Atomics.wait(wait, 0, 0, Math.max(0, Math.min(ms, deadline - Date.now())));
    },
    checkInterrupt: () => (Date.now() > deadline ? 'timeout' : null),
    getEnvironmentVariable: () => undefined,
  };
}

export function createDirectExecutor(): EndpointExecutor {
  return async (_key, request, options) => {
    const deadline = options.timeoutMs > 0 ? Date.now() + options.timeoutMs : Number.POSITIVE_INFINITY;
    const result = runEndpoint(request, options, endpointHost(deadline));
    if (result.kind === 'limit' || (result.kind !== 'badRequest' && Date.now() > deadline)) {
      return { kind: 'limit', limit: 'timeout', value: options.timeoutMs / 1000 };
    }
    return result;
  };
}
