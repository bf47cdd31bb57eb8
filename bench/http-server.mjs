// The server side of the HTTP benchmark, run as its own process so that the load generator (bench/http.mjs) does
// not share its event loop. It serves, on ephemeral ports:
//   plain   a plain Express route returning {"UserName":"Adam"} (the baseline)
//   svc     the svc service, endpoints run by the isolate pool (the real configuration)
//   many    a second svc service on the same pool, with the same endpoints and 10,000 more (defineMany), so that
//           the bench can alternate its rounds with svc's
// and answers commands from the parent over IPC: define endpoints, report ports, exit.
import express from 'express';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const load = (file) => import(pathToFileURL(path.join(root, file)).href);
const { createService } = await load('dist/src/http/index.js');
const { createIsolatePool } = await load('dist/src/sandbox/index.js');

const plain = express();
plain.get('/user', (_req, res) => { res.json({ UserName: 'Adam' }); });
const plainServer = await new Promise((resolve) => { const s = plain.listen(0, '127.0.0.1', () => resolve(s)); });

const pool = createIsolatePool({});
await pool.ready();
const service = createService({ settings: { Port: 0, LogLevel: 'None', ApiTimeout: 30 }, executor: pool.execute });
const svcAddress = await service.listen();
const many = createService({ settings: { Port: 0, LogLevel: 'None', ApiTimeout: 30 }, executor: pool.execute });
const manyAddress = await many.listen();

function define(url, script, errorAction = null, on = [service, many]) {
  for (const s of on) s.host.defineEndpoint({ url, methods: ['GET'], script, errorAction, timeout: null, description: null, tags: [] });
}

process.on('message', async (msg) => {
  if (msg.op === 'define') { for (const e of msg.endpoints) define(e.url, e.script, e.errorAction ?? null); process.send({ op: 'done' }); }
  if (msg.op === 'defineMany') {
    for (let i = 0; i < msg.count; i++) define(`/filler${i}/:id/item${i}`, '{ $Id }', null, [many]);
    process.send({ op: 'done' });
  }
  if (msg.op === 'exit') { await pool.close(); await service.close(100); await many.close(100); plainServer.close(); process.exit(0); }
});
process.send({ op: 'ready', plainPort: plainServer.address().port, svcPort: svcAddress.port, manyPort: manyAddress.port });
