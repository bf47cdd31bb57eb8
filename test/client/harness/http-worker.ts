// Runs on a worker thread: the fixture server and the host-side HTTP client (src/client/http-client.ts), so the
// test's main thread can block in Atomics.wait while a cmdlet's request is served (as the shell's bridge does).
import { parentPort, workerData } from 'node:worker_threads';
import { performHttpRequest } from '../../../src/client/http-client.js';
import type { HttpRequestData } from '../../../src/engine/host.js';
import { startFixtureServer } from '../fixture-server.js';

const { control } = workerData as { control: SharedArrayBuffer };
const flag = new Int32Array(control);
const server = await startFixtureServer();

parentPort!.on('message', async (msg: { type: 'http'; request: HttpRequestData; reply: MessagePort } | { type: 'close' }) => {
  if (msg.type === 'close') { await server.close(); parentPort!.close(); return; }
  const response = await performHttpRequest(msg.request, server.baseUrl);
  msg.reply.postMessage(response);
  Atomics.add(flag, 0, 1);
  Atomics.notify(flag, 0);
});
parentPort!.postMessage({ type: 'ready', baseUrl: server.baseUrl });
