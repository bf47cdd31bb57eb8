// The main-thread side of the test bridge: a synchronous Host.http that posts the request to the HTTP worker and
// blocks in Atomics.wait until the reply arrives (the shape of src/shell/host-bridge.ts, without the shell).
import { buildSync } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MessageChannel, Worker, receiveMessageOnPort } from 'node:worker_threads';
import type { HttpRequestData, HttpResponseData } from '../../../src/engine/host.js';

export interface SyncHttp {
  /** The fixture server's base URL; bare paths (`/json`) resolve against it. */
  baseUrl: string;
  http(request: HttpRequestData): HttpResponseData;
  close(): Promise<void>;
}

/** Bundles http-worker.ts (TypeScript) into one ESM file the worker can load. */
function bundleWorker(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const outfile = path.join(mkdtempSync(path.join(tmpdir(), 'svc-client-test-')), 'http-worker.mjs');
  buildSync({ entryPoints: [path.join(here, 'http-worker.ts')], bundle: true, platform: 'node', format: 'esm', target: 'node20', outfile, logLevel: 'error' });
  return outfile;
}

export async function startSyncHttp(): Promise<SyncHttp> {
  const control = new SharedArrayBuffer(4);
  const flag = new Int32Array(control);
  const bundle = bundleWorker();
  const worker = new Worker(bundle, { workerData: { control } });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    worker.once('message', (m: { baseUrl: string }) => resolve(m.baseUrl));
    worker.once('error', reject);
  });
  return {
    baseUrl,
    http(request) {
      const { port1, port2 } = new MessageChannel();
      let seen = Atomics.load(flag, 0);
      worker.postMessage({ type: 'http', request, reply: port2 }, [port2]);
      for (;;) {
        const m = receiveMessageOnPort(port1);
        if (m) { port1.close(); return m.message as HttpResponseData; }
        Atomics.wait(flag, 0, seen, 1000);
        seen = Atomics.load(flag, 0);
      }
    },
    async close() {
      worker.postMessage({ type: 'close' });
      await new Promise((resolve) => worker.once('exit', resolve));
      rmSync(path.dirname(bundle), { recursive: true, force: true });
    },
  };
}
