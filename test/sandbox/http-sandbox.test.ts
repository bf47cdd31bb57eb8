// The sandbox behind real HTTP: the service (src/http) with the isolate pool as its executor, on 127.0.0.1 with an
// ephemeral port. A client keeps getting quick answers while other endpoints loop, sleep and allocate.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { EndpointDefinition } from '../../src/engine/protocol/endpoint-types.js';
import { createService } from '../../src/http/index.js';
import { performHttpRequest } from '../../src/client/http-client.js';
import { createIsolatePool, type IsolatePool } from '../../src/sandbox/index.js';
import { p90, settled } from './timing.js';

let pool: IsolatePool;
let server: Server;
let base: string;

function endpoint(url: string, script: string, timeout: number | null = null): EndpointDefinition {
  return { url, methods: ['GET'], script, errorAction: null, timeout, description: null, tags: [] };
}

beforeAll(async () => {
  // Three isolates: two attackers at once still leave one for the client.
  // The HTTP client resolves relative URLs against this server, as the shell wires it against its listener.
  pool = createIsolatePool({ size: 3, memoryLimitMb: 64, http: (req, cancel) => performHttpRequest(req, base, cancel) });
  await pool.ready();
  const service = createService({ executor: pool.execute, settings: { MemoryLimitMB: 64 } });
  service.host.defineEndpoint(endpoint('/ping', "{ 'pong' }"));
  service.host.defineEndpoint(endpoint('/loop', '{ while ($true) {} }', 1));
  service.host.defineEndpoint(endpoint('/sleep', '{ Start-Sleep 10 }', 1));
  service.host.defineEndpoint(endpoint('/proxy', "{ $r = Invoke-RestMethod /ping; \"proxied $r\" }"));
  service.host.defineEndpoint(endpoint('/bomb', '{ $a = @(); while ($true) { $a += ,(1..100000) } }', 20));
  server = (await service.app()).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await pool.close();
});

async function get(path: string): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  const response = await fetch(base + path);
  const body = await response.text();
  return { status: response.status, body, ms: performance.now() - started };
}

it('answers a limit with a 500 naming the limit', async () => {
  const loop = await get('/loop');
  expect(loop).toMatchObject({ status: 500, body: 'The script exceeded its timeout of 1 seconds.' });
  // Stopped at its 1 s timeout, not left to run: the bound leaves room for a loaded machine, far below any other limit.
  expect(loop.ms).toBeLessThan(3000);
  expect(await get('/bomb')).toMatchObject({ status: 500, body: 'The script exceeded its memory limit of 64 MB.' });
});

it('lets an endpoint call HTTP through the bridged client', async () => {
  expect(await get('/proxy')).toMatchObject({ status: 200, body: 'proxied pong' });
});

it('keeps answering /ping while other endpoints loop and sleep, never behind them', async () => {
  await settled(pool);
  const attacks = [get('/loop'), get('/sleep')];
  await new Promise((r) => setTimeout(r, 50));
  const latencies: number[] = [];
  for (let i = 0; i < 30; i++) {
    const ping = await get('/ping');
    expect(ping).toMatchObject({ status: 200, body: 'pong' });
    latencies.push(ping.ms);
  }
  // Behind the loop a ping would wait its 1 s timeout; the bound leaves room for a suite sharing 2 cores (the 100 ms
  // figure is `npm run bench -- attack`'s).
  expect(p90(latencies)).toBeLessThan(300);
  for (const attack of await Promise.all(attacks)) expect(attack.status).toBe(500);
});
