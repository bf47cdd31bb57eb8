// `svc --workers N` (docs/scale.md): one worker process, forked by the primary (worker-fleet.ts). It serves HTTP on the
// port the cluster shares, runs the endpoints in its own isolate pool, and owns nothing else: the endpoints and the
// settings come from the primary (`state`), its answered requests and messages go back to it (the one request log and
// the one console), and the cache is the primary's store over IPC, or the shared store (Redis) the Store setting names.
import { createService, type Service } from '../../http/index.js';
import { createIsolatePool } from '../../sandbox/index.js';
import { performHttpRequest } from '../../client/http-client.js';
import { cacheOf, IpcStore, serveCacheJson, StoreHolder, type StoreReply } from '../../store/index.js';
import type { ServiceSnapshot } from '../../http/service.js';
import { WORKER_CONFIG_ENV, type FromWorker, type ToWorker, type WorkerConfig } from './messages.js';

/**
 * Settings a worker does not take from the primary: where to listen comes with `listen`; the data folder, the store
 * and the log file are the primary's (a worker reaches its store over IPC and forwards its log records); watching
 * files is the shell's.
 */
const PRIMARY_ONLY = new Set(['Port', 'ListenAddress', 'DataPath', 'Store', 'LoggingFilePath', 'Watch']);

function send(message: FromWorker): void {
  if (process.connected) process.send!(message);
}

async function openStore(config: WorkerConfig): Promise<{ holder: StoreHolder; ipc: IpcStore | null }> {
  if (config.store !== null) {
    const opened = await StoreHolder.open({ store: config.store, dataPath: config.dataPath }, { storeSource: '--store', dataSource: '--data' });
    if (!opened.ok) throw new Error(opened.message);
    return { holder: opened.value, ipc: null };
  }
  const ipc = new IpcStore((call) => send(call));
  return { holder: StoreHolder.of(ipc, { store: null, dataPath: config.dataPath }), ipc };
}

/** Serves exactly the primary's endpoints and settings: staged and applied in one step, as a reload is (docs/files.md). */
function apply(service: Service, snapshot: ServiceSnapshot): void {
  service.stage();
  const staged = (method: 'defineEndpoint' | 'setSettings', arg: unknown) => void service.callHost(method, [arg], true);
  const settings = Object.fromEntries(Object.entries(snapshot.settings).filter(([name]) => !PRIMARY_ONLY.has(name)));
  staged('setSettings', settings);
  for (const endpoint of snapshot.endpoints) staged('defineEndpoint', endpoint);
  service.commitStage();
}

async function main(): Promise<void> {
  const config = JSON.parse(process.env[WORKER_CONFIG_ENV] ?? '{}') as WorkerConfig;
  // Ctrl-C at a terminal and a hang-up reach the whole process group: the primary decides, and closes the workers.
  for (const signal of ['SIGINT', 'SIGHUP'] as const) process.on(signal, () => {});
  const { holder, ipc } = await openStore(config);
  const cache = cacheOf(holder);
  let service: Service | null = null;
  const pool = createIsolatePool({
    cache: (json) => serveCacheJson(cache.serve, json),
    http: (request, cancel) => performHttpRequest(request, service?.address?.url ?? null, cancel, service?.nestedCallHeaders()),
    onEvent: (event) => send({ type: 'log', line: `sandbox (worker ${process.pid}): ${event.kind}: ${event.stats.busy} busy, ${event.stats.queued} queued`, level: 'Warning' }),
  });
  service = createService({
    executor: pool.execute,
    sandbox: pool,
    store: holder,
    onLog: (line, level) => send({ type: 'log', line, level }),
    forwardRecord: (record) => send({ type: 'record', record: { ...record, worker: process.pid } }),
  });
  const live = service;
  process.on('message', (message: ToWorker) => void handle(live, message, ipc, () => pool.close()));
  // The primary going away (it was killed) leaves nothing to serve for.
  process.on('disconnect', () => process.exit(0));
  send({ type: 'ready' });
}

async function handle(service: Service, message: ToWorker, ipc: IpcStore | null, closePool: () => Promise<void>): Promise<void> {
  switch (message.type) {
    case 'state':
      apply(service, message.snapshot);
      send({ type: 'synced', version: message.version });
      break;
    case 'listen': {
      const moved = await service.callHost('setSettings', [{ Port: message.port, ListenAddress: message.host }]) as { ok: boolean; message?: string };
      try {
        if (!moved.ok) throw new Error(moved.message);
        send({ type: 'listening', id: message.id, ok: true, address: await service.listen() });
      } catch (e) {
        send({ type: 'listening', id: message.id, ok: false, message: e instanceof Error ? e.message : String(e) });
      }
      break;
    }
    case 'close':
      await service.close(message.graceMs);
      await closePool();
      process.exit(0);
      break;
    case 'store-reply':
      ipc?.receive(message as StoreReply);
      break;
    default:
      break;
  }
}

main().catch((e: unknown) => {
  process.stderr.write(`svc worker ${process.pid}: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
