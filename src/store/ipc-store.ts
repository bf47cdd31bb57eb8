// A back end of the Store interface that lives in another process (docs/scale.md): `svc --workers N` keeps the
// embedded store in the primary process, and each worker reaches it with this client over the cluster's IPC channel.
// The channel is passed in (plain messages out, replies in), so this file knows nothing of node:cluster. A reply
// that does not come in time is an 'unavailable' failure naming the store, never a hang.
import { storeFailure, type StoreOutcome } from '../engine/protocol/store-types.js';
import type { Store } from './store.js';

/** The Store methods that cross the channel, with their arguments. */
export type StoreMethod = Exclude<keyof Store, 'name' | 'close' | 'setLimits'>;

export interface StoreCall { type: 'store'; id: number; method: StoreMethod; args: unknown[] }
export interface StoreReply { type: 'store-reply'; id: number; outcome: StoreOutcome<unknown> }

/** How long a call waits for its reply, beyond a lock's own wait. */
const REPLY_TIMEOUT_MS = 5000;

export class IpcStore implements Store {
  readonly name: string;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (o: StoreOutcome<unknown>) => void; timer: NodeJS.Timeout }>();

  private readonly timeoutMs: number;

  constructor(private readonly send: (call: StoreCall) => void, options: { name?: string; timeoutMs?: number } = {}) {
    this.name = options.name ?? 'the embedded store of the primary process';
    this.timeoutMs = options.timeoutMs ?? REPLY_TIMEOUT_MS;
  }

  /** A reply from the other process. */
  receive(reply: StoreReply): void {
    const waiting = this.pending.get(reply.id);
    if (waiting === undefined) return;
    this.pending.delete(reply.id);
    clearTimeout(waiting.timer);
    waiting.resolve(reply.outcome);
  }

  private call<T>(method: StoreMethod, args: unknown[], waitMs = 0): Promise<StoreOutcome<T>> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        resolve(storeFailure('unavailable', `${this.name} did not answer within ${((this.timeoutMs + waitMs) / 1000).toFixed(1)} s.`));
      }, this.timeoutMs + waitMs);
      this.pending.set(id, { resolve: resolve as (o: StoreOutcome<unknown>) => void, timer });
      try {
        this.send({ type: 'store', id, method, args });
      } catch (e) {
        this.receive({ type: 'store-reply', id, outcome: storeFailure('unavailable', `${this.name} cannot be reached: ${e instanceof Error ? e.message : String(e)}`) });
      }
    });
  }

  get: Store['get'] = (key) => this.call('get', [key]);
  set: Store['set'] = (key, value, options) => this.call('set', [key, value, options]);
  delete: Store['delete'] = (key) => this.call('delete', [key]);
  list: Store['list'] = (prefix) => this.call('list', [prefix]);
  clear: Store['clear'] = (prefix) => this.call('clear', [prefix]);
  increment: Store['increment'] = (key, by, ttlMs) => this.call('increment', [key, by, ttlMs]);
  lock: Store['lock'] = (key, ttlMs, waitMs) => this.call('lock', [key, ttlMs, waitMs], waitMs);
  unlock: Store['unlock'] = (key, token) => this.call('unlock', [key, token]);

  /** The caps are the serving process's: its own settings set them on its store (docs/scale.md). */
  setLimits(): void {}

  async close(): Promise<void> {
    for (const [id] of this.pending) this.receive({ type: 'store-reply', id, outcome: storeFailure('unavailable', `${this.name} was closed.`) });
  }
}

const METHODS: readonly StoreMethod[] = ['get', 'set', 'delete', 'list', 'clear', 'increment', 'lock', 'unlock'];

/** The serving side: runs one call against the store and answers its reply (a malformed call is an 'invalid' failure). */
export async function serveStoreCall(store: Store, call: StoreCall): Promise<StoreReply> {
  if (!METHODS.includes(call.method) || !Array.isArray(call.args)) {
    return { type: 'store-reply', id: call.id, outcome: storeFailure('invalid', `Unknown store operation '${String(call.method)}'.`) };
  }
  const fn = store[call.method] as (...args: unknown[]) => Promise<StoreOutcome<unknown>>;
  try {
    return { type: 'store-reply', id: call.id, outcome: await fn.apply(store, call.args) };
  } catch (e) {
    return { type: 'store-reply', id: call.id, outcome: storeFailure('unavailable', `The store failed: ${e instanceof Error ? e.message : String(e)}`) };
  }
}
