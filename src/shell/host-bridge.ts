// The worker side of the host: the engine's Host (src/engine/host.ts) is synchronous, but the HTTP listener, the
// isolate pool and the HTTP client live on the main thread's event loop. A call that needs them posts a message to
// the main thread and blocks with Atomics.wait until the reply is posted, then takes it with receiveMessageOnPort
// (the worker's own event loop is blocked meanwhile, so the reply is read synchronously).
import { homedir, release as osRelease, type as osType, version as osVersion } from 'node:os';
import { receiveMessageOnPort, type MessagePort } from 'node:worker_threads';
import type { FileHost, Host, HttpRequestData, HttpResponseData, ServiceHost } from '../engine/host.js';
import { PipelineStoppedSignal } from '../engine/errors/signals.js';
import { runtimeError } from '../engine/errors/error-record.js';
import { cacheHostOver, storeFailure, type StoreOutcome } from '../engine/protocol/store-types.js';
import { createNativeHost } from './native-host.js';
import { CONTROL, type HostCall, type HostReply } from './protocol.js';

export interface BridgeChannels {
  control: Int32Array;
  /** Where host calls are posted (the worker's parentPort). */
  post: (call: { type: 'host'; id: number; call: HostCall }) => void;
  /** Where the main thread posts replies. Nothing in the worker listens on it: replies are read synchronously. */
  replies: MessagePort;
}

/** `heapCheck` runs on every interrupt poll and throws when the engine's heap is nearly full (heap-guard.ts). */
export function createBridgeHost(ch: BridgeChannels, files: FileHost, heapCheck: () => void = () => {}): Host & { stagedService: ServiceHost } {
  const call = makeCaller(ch);
  return {
    now: () => Date.now(),
    timezoneOffset: (epochMs) => new Date(epochMs).getTimezoneOffset(),
    random: () => Math.random(),
    sleep: (ms) => sleepInterruptibly(ch.control, ms),
    checkInterrupt: () => {
      if (Atomics.load(ch.control, CONTROL.interrupt) !== 0) return 'interrupted';
      heapCheck();
      return null;
    },
    getEnvironmentVariable: (name) => process.env[name],
    // The worker's own copy of the environment (Node gives each worker one): what native commands started from the
    // prompt inherit.
    setEnvironmentVariable: (name, value) => { if (value === undefined) delete process.env[name]; else process.env[name] = value; },
    system: {
      os: `${osType()} ${osRelease()} ${osVersion()}`, platform: process.platform === 'win32' ? 'Win32NT' : 'Unix',
      family: process.platform === 'linux' ? 'Linux' : process.platform === 'darwin' ? 'MacOS' : process.platform === 'win32' ? 'Windows' : null,
      pid: process.pid, home: homedir(),
    },
    // `> file` resolves against the current location, through the item commands' writer (file-items.ts).
    writeFile: (path, text, append) => files.items!.writeText(path, text, append),
    http: (request: HttpRequestData) => call({ op: 'http', request }) as HttpResponseData,
    service: serviceProxy(call),
    // The same store endpoints use, on the main thread: the prompt and .svc files see what endpoints stored.
    cache: cacheHostOver((request) => call({ op: 'cache', request }) as StoreOutcome<unknown>),
    files,
    native: createNativeHost(() => files.getLocation()),
    stagedService: serviceProxy(call, true),
  };
}

/** The service calls whose answer is a ServiceOutcome, which has a failure of its own. */
const OUTCOME_METHODS = new Set(['defineEndpoint', 'removeEndpoints', 'setSettings']);

/**
 * A call the main thread could not answer (its handler threw): the failure the call's own result type has (an HTTP
 * exchange that failed, a ServiceOutcome), else an error record with its id, never a plain Error to be told by text.
 */
function failedReply(call: HostCall, message: string): unknown {
  if (call.op === 'http') return { ok: false, error: 'other', message } satisfies HttpResponseData;
  if (call.op === 'cache') return storeFailure('unavailable', message);
  if (OUTCOME_METHODS.has(call.method)) return { ok: false, message };
  throw runtimeError(`The shell could not answer ${call.method}: ${message}`, 'HostCallFailed', 'NotSpecified');
}

/** Start-Sleep: waits on the interrupt word, so a Ctrl-C (which sets it and notifies) wakes it at once. */
function sleepInterruptibly(control: Int32Array, ms: number): void {
  const end = Date.now() + ms;
  for (;;) {
    if (Atomics.load(control, CONTROL.interrupt) !== 0) throw new PipelineStoppedSignal('interrupted');
    const left = end - Date.now();
    if (left <= 0) return;
    Atomics.wait(control, CONTROL.interrupt, 0, left);
  }
}

/** `staged`: the proxy of a reload run, whose definitions go to the service's staging area (docs/files.md). */
export function serviceProxy(call: (c: HostCall) => unknown, staged = false): ServiceHost {
  const method = (name: Extract<HostCall, { op: 'service' }>['method']) => (arg: unknown) => call({ op: 'service', method: name, arg, staged });
  return {
    defineEndpoint: method('defineEndpoint') as ServiceHost['defineEndpoint'],
    listEndpoints: method('listEndpoints') as ServiceHost['listEndpoints'],
    removeEndpoints: method('removeEndpoints') as ServiceHost['removeEndpoints'],
    getSettings: method('getSettings') as ServiceHost['getSettings'],
    setSettings: method('setSettings') as ServiceHost['setSettings'],
    requestLog: method('requestLog') as ServiceHost['requestLog'],
    poolStats: method('poolStats') as NonNullable<ServiceHost['poolStats']>,
    appTokens: method('appTokens') as NonNullable<ServiceHost['appTokens']>,
    defineRateLimit: method('defineRateLimit') as NonNullable<ServiceHost['defineRateLimit']>,
    listRateLimits: method('listRateLimits') as NonNullable<ServiceHost['listRateLimits']>,
    removeRateLimits: method('removeRateLimits') as NonNullable<ServiceHost['removeRateLimits']>,
  };
}

/**
 * Posts a call and waits for the reply with the same id. The main thread bumps CONTROL.reply after posting a reply,
 * and also on Ctrl-C, so a call that hangs (a slow HTTP request) can be abandoned; its late reply is then skipped.
 */
function makeCaller(ch: BridgeChannels): (c: HostCall) => unknown {
  let nextId = 1;
  return (hostCall) => {
    const id = nextId++;
    let seen = Atomics.load(ch.control, CONTROL.reply);
    ch.post({ type: 'host', id, call: hostCall });
    for (;;) {
      for (let m = receiveMessageOnPort(ch.replies); m; m = receiveMessageOnPort(ch.replies)) {
        const reply = m.message as { id: number; reply: HostReply };
        if (reply.id !== id) continue;
        return reply.reply.ok ? reply.reply.value : failedReply(hostCall, reply.reply.message);
      }
      if (Atomics.load(ch.control, CONTROL.interrupt) !== 0) throw new PipelineStoppedSignal('interrupted');
      Atomics.wait(ch.control, CONTROL.reply, seen);
      seen = Atomics.load(ch.control, CONTROL.reply);
    }
  };
}
