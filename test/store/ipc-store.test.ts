// The store of another process (src/store/ipc-store.ts; `svc --workers N`, docs/scale.md) against the shared contract:
// an IpcStore whose calls travel as JSON, as over the cluster's IPC channel, to the serving side (serveStoreCall) in
// front of a real embedded store. The end-to-end path through real worker processes is test/shell/workers.test.ts.
import { describe, expect, it } from 'vitest';
import { IpcStore, MemoryStore, serveStoreCall, type StoreCall } from '../../src/store/index.js';
import { NO_EXPIRY } from '../../src/engine/protocol/store-types.js';
import { describeStoreContract } from './store-contract.js';

/** A channel that copies each message as JSON and delivers it on a later turn, as process.send does. */
function linked(served: MemoryStore): IpcStore {
  const client: IpcStore = new IpcStore((call) => {
    const copied = JSON.parse(JSON.stringify(call)) as StoreCall;
    setImmediate(() => void serveStoreCall(served, copied).then((reply) => client.receive(JSON.parse(JSON.stringify(reply)))));
  });
  return client;
}

describeStoreContract('a store reached over IPC', async (caps) => {
  let now = Date.now();
  const served = new MemoryStore({
    now: () => now,
    limits: (caps ? { maxValueBytes: 1024, maxTotalBytes: 4096 } : { maxValueBytes: 1 << 20, maxTotalBytes: 1 << 26 }),
  });
  const store = linked(served);
  return { store, pass: async (ms) => { now += ms; }, close: async () => { await store.close(); await served.close(); } };
});

describe('a store reached over IPC, when the other side does not answer', () => {
  it('fails the call as unavailable, naming the store, instead of waiting for ever', async () => {
    const store = new IpcStore(() => {}, { name: 'the primary\'s store', timeoutMs: 50 });
    expect(await store.get('a')).toEqual({ ok: false, kind: 'unavailable', message: 'the primary\'s store did not answer within 0.1 s.' });
  });
  it('fails the calls in flight when closed, and a call whose message cannot be sent at once', async () => {
    const store = new IpcStore(() => {});
    const pending = store.set('a', 'x', NO_EXPIRY);
    await store.close();
    expect(await pending).toMatchObject({ ok: false, kind: 'unavailable' });
    const broken = new IpcStore(() => { throw new Error('channel closed'); });
    expect(await broken.get('a')).toEqual({ ok: false, kind: 'unavailable', message: 'the embedded store of the primary process cannot be reached: channel closed' });
  });
  it('refuses an operation that is not the store\'s', async () => {
    const reply = await serveStoreCall(new MemoryStore(), { type: 'store', id: 1, method: 'close' as never, args: [] });
    expect(reply.outcome).toMatchObject({ ok: false, kind: 'invalid' });
  });
});
