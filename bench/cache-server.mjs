// The server side of the cache benchmark (bench/cache.mjs), its own process as bench/http-server.mjs is: the svc
// service and isolate pool with the cache on the store the parent names (the embedded one, or Redis at a URL), and
// three endpoints answering the same object: one without the cache (the baseline), one through Get-SvcCache, one
// through $Cache:.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const load = (file) => import(pathToFileURL(path.join(root, file)).href);
const { createService } = await load('dist/src/http/index.js');
const { createIsolatePool } = await load('dist/src/sandbox/index.js');
const { StoreHolder, cacheOf, serveCacheJson } = await load('dist/src/store/index.js');

const storeUrl = process.argv[2] || null;
const opened = await StoreHolder.open({ store: storeUrl, dataPath: path.join(root, 'bench') }, { storeSource: 'bench', dataSource: 'bench' });
if (!opened.ok) { console.error(opened.message); process.exit(1); }
const store = opened.value;
const cache = cacheOf(store);
const pool = createIsolatePool({ cache: (json) => serveCacheJson(cache.serve, json) });
await pool.ready();
const service = createService({ settings: { Port: 0, LogLevel: 'None', ApiTimeout: 30 }, executor: pool.execute, store });
const address = await service.listen();

const define = (url, script) => service.host.defineEndpoint({ url, methods: ['GET'], script, errorAction: null, timeout: null, description: null, tags: [] });
define('/plain', "{ [PSCustomObject]@{ UserName = 'Adam'; Roles = @('admin', 'dev') } }");
define('/get', '{ Get-SvcCache user }');
define('/scope', '{ $Cache:user }');
define('/seed', "{ $Cache:user = [PSCustomObject]@{ UserName = 'Adam'; Roles = @('admin', 'dev') } }");
await fetch(`${address.url}/seed`);

process.on('message', async (msg) => {
  if (msg.op === 'exit') { await pool.close(); await service.close(100); await store.close(); process.exit(0); }
});
process.send({ op: 'ready', port: address.port });
