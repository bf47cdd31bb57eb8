// Set-SvcSetting / Get-SvcSetting (docs/contract.md 3): each setting, its effect over real HTTP, and bad values.
import { createServer } from 'node:net';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PSObject } from '../../src/engine/values/types.js';
import { createService } from '../../src/http/index.js';
import { startSvc, type Svc } from './helpers.js';
import { createIsolatePool } from '../../src/sandbox/index.js';

let svc: Svc;
beforeAll(async () => {
  svc = await startSvc();
  svc.define("New-SvcEndpoint -Url /ok -Endpoint { 'ok' }");
});
afterAll(() => svc.close());

const settings = (): Record<string, unknown> =>
  Object.fromEntries((svc.run('Get-SvcSetting').output[0] as PSObject).properties().map((p) => [p.name, p.value]));

function occupiedPort(): Promise<{ port: number; close: () => void }> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ port: typeof address === 'object' && address ? address.port : 0, close: () => server.close() });
    });
  });
}

describe('Get-SvcSetting', () => {
  it('returns every setting with its default, and the sandbox pool as it is now; Port is the port bound (the service was started with Port 0)', () => {
    expect(svc.service.address!.port).toBeGreaterThan(0);
    const { Pool: pool, ...rest } = settings();
    const counts = Object.fromEntries((pool as PSObject).properties().map((p) => [p.name, p.value]));
    expect(counts).toMatchObject({ Size: 3, Busy: 0, Queued: 0, Recycled: 0, Refused: 0 });
    expect(counts.MaxIsolates).toBeGreaterThanOrEqual(4);
    expect(rest).toEqual({
      Port: svc.service.address!.port, ListenAddress: '127.0.0.1', DefaultErrorAction: 'Continue', ApiTimeout: 30, MemoryLimitMB: 128,
      JsonDepth: 5, MaxRequestBodyKB: 1024, MaxRequestFields: 1000, MaxResponseKB: 32768, MaxIsolates: 0, QueueTimeout: 10, ShutdownGrace: 5, LogLevel: 'Information',
      LoggingFilePath: null, ClientEdition: 'Core', RequestLogSize: 100, Console: 'Auto', ConsolePrefix: '/_svc', Watch: false,
      OutboundAllow: [], OutboundDeny: ['169.254.0.0/16', 'fe80::/10', 'fd00:ec2::254', '100.100.100.200'],
      DataPath: null, Store: null, MaxCacheValueKB: 1024, MaxCacheKB: 65536,
      RateLimitIpAddressAllowList: [], RateLimitClientAllowList: [], RateLimitEndpointAllowList: [],
    });
  });
});

describe('Set-SvcSetting', () => {
  it('changes the value settings at once', () => {
    svc.define('Set-SvcSetting -ApiTimeout 12 -MemoryLimitMB 64 -JsonDepth 3 -MaxRequestBodyKB 10 -ClientEdition Desktop');
    expect(settings()).toMatchObject({ ApiTimeout: 12, MemoryLimitMB: 64, JsonDepth: 3, MaxRequestBodyKB: 10, ClientEdition: 'Desktop' });
    svc.define('Set-SvcSetting -ApiTimeout 30 -MemoryLimitMB 128 -JsonDepth 5 -MaxRequestBodyKB 1024 -ClientEdition Core');
  });
  it('applies ApiTimeout to endpoints defined without -Timeout', async () => {
    svc.define('Set-SvcSetting -ApiTimeout 1; New-SvcEndpoint -Url /spin -Endpoint { while ($true) { } }');
    expect(await svc.call('/spin')).toMatchObject({ status: 500, body: 'The script exceeded its timeout of 1 seconds.' });
    svc.define('Set-SvcSetting -ApiTimeout 30');
  });
  it('applies MaxRequestBodyKB to the next request', async () => {
    svc.define('New-SvcEndpoint -Url /body -Method Post -Endpoint { $Body.Length }; Set-SvcSetting -MaxRequestBodyKB 1');
    expect((await svc.call('/body', { method: 'POST', body: 'x'.repeat(1500) })).status).toBe(413);
    svc.define('Set-SvcSetting -MaxRequestBodyKB 2');
    expect(await svc.call('/body', { method: 'POST', body: 'x'.repeat(1500) })).toMatchObject({ status: 200, body: '1500' });
    svc.define('Set-SvcSetting -MaxRequestBodyKB 1024');
  });
  it('filters the request log by LogLevel', async () => {
    svc.define('Set-SvcSetting -LogLevel Warning');
    svc.logs.length = 0;
    await svc.call('/ok');
    await svc.call('/missing');
    expect(svc.logs).toHaveLength(2);
    expect(svc.logs[0]).toMatch(/^GET \/missing -> 404 \(\d+ ms\)$/);
    expect(svc.logs[1]).toBe('    body: No endpoint is defined for /missing.');
    svc.define('Set-SvcSetting -LogLevel None');
    await svc.call('/missing');
    expect(svc.logs).toHaveLength(2);
    svc.define('Set-SvcSetting -LogLevel Information');
  });
  it('adds each error\'s script stack trace at LogLevel Verbose', async () => {
    svc.define('New-SvcEndpoint -Url /quiet-error -Endpoint { Write-Error "first"; Write-Error "second" }; Set-SvcSetting -LogLevel Verbose');
    svc.logs.length = 0;
    await svc.call('/quiet-error');
    svc.define('Set-SvcSetting -LogLevel Information');
    expect(svc.logs.slice(1)).toEqual([
      '    error: first (At line:1 char:3)', '      at <ScriptBlock>, <No file>: line 1', '      at <ScriptBlock>, <No file>: line 1',
      '    error: second (At line:1 char:24)', '      at <ScriptBlock>, <No file>: line 1', '      at <ScriptBlock>, <No file>: line 1',
    ]);
    expect(svc.logs[0]).toMatch(/^GET \/quiet-error -> 200 \(\d+ ms\)$/);
  });
  it('appends JSON lines to LoggingFilePath', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'svc-log-')), 'requests.log');
    svc.define(`Set-SvcSetting -LoggingFilePath '${file}'`);
    await svc.call('/ok');
    await svc.call('/missing');
    await svc.service.flushLog();
    svc.define("Set-SvcSetting -LoggingFilePath ''");
    const lines = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.method, l.path, l.status, l.errors])).toEqual([['GET', '/ok', 200, []], ['GET', '/missing', 404, []]]);
    expect(Object.keys(lines[0])).toEqual(['time', 'method', 'path', 'status', 'durationMs', 'requestId', 'errors', 'hostOutput']);
    expect(settings().LoggingFilePath).toBeNull();
  });
  it('rebinds the listener live on a -Port change', async () => {
    const before = svc.service.address!;
    const free = await occupiedPort();
    free.close();
    await new Promise((r) => setTimeout(r, 50));
    svc.define(`Set-SvcSetting -Port ${free.port}`);
    await svc.service.settled();
    expect(svc.service.address!.port).toBe(free.port);
    expect((await fetch(`http://127.0.0.1:${free.port}/ok`)).status).toBe(200);
    await expect(fetch(`${before.url}/ok`)).rejects.toThrow();
  });
  it('keeps the old listener and setting when the new port is in use (one-line error naming the port)', async () => {
    const busy = await occupiedPort();
    const current = svc.service.address!.port;
    svc.define(`Set-SvcSetting -Port ${busy.port}`);
    await expect(svc.service.settled()).rejects.toThrow(`Cannot listen on 127.0.0.1:${busy.port}: port ${busy.port} is already in use.`);
    expect(settings().Port).toBe(current);
    expect(svc.service.address!.port).toBe(current);
    expect(await svc.service.callHost('setSettings', [{ Port: busy.port }])).toMatchObject({ ok: false, message: expect.stringContaining(`port ${busy.port} is already in use`) });
    busy.close();
  });
  it('rebinds on a -ListenAddress change, and keeps the old address when the new one is not on this machine', async () => {
    svc.define('Set-SvcSetting -ListenAddress localhost');
    await svc.service.settled();
    expect(svc.service.address!.host).toBe('localhost');
    expect(await svc.call('/ok')).toMatchObject({ status: 200, body: 'ok' });
    svc.define('Set-SvcSetting -ListenAddress 10.255.255.1');
    await expect(svc.service.settled()).rejects.toThrow(/^Cannot listen on 10\.255\.255\.1:\d+: the address 10\.255\.255\.1 is not available on this machine\.$/);
    expect(settings().ListenAddress).toBe('localhost');
    svc.define('Set-SvcSetting -ListenAddress 127.0.0.1');
    await svc.service.settled();
    expect(await svc.call('/ok')).toMatchObject({ status: 200 });
  });
  it('refuses an unknown setting name with the binder error', () => {
    expect(svc.run('Set-SvcSetting -Colour red').errors).toEqual(["A parameter cannot be found that matches parameter name 'Colour'."]);
  });
  it.each([
    ['-Port 70000', 'Port'],
    ['-DefaultErrorAction Sometimes', 'DefaultErrorAction'],
    ['-LogLevel Loud', 'LogLevel'],
    ['-MemoryLimitMB 1', 'MemoryLimitMB'],
    ['-JsonDepth 101', 'JsonDepth'],
    ['-ClientEdition Mobile', 'ClientEdition'],
  ])('refuses a bad value (%s) and changes nothing', (args, name) => {
    const before = settings();
    const r = svc.run(`Set-SvcSetting ${args}`);
    expect(r.errors[0]).toContain(`Cannot validate argument on parameter '${name}'`);
    expect(settings()).toEqual(before);
  });
});

describe('the service listener', () => {
  it('reports a port in use at startup in one line naming the port', async () => {
    const busy = await occupiedPort();
    const pool = createIsolatePool({ size: 1 });
    const service = createService({ settings: { Port: busy.port }, executor: pool.execute });
    await expect(service.listen()).rejects.toThrow(`Cannot listen on 127.0.0.1:${busy.port}: port ${busy.port} is already in use.`);
    busy.close();
    await pool.close();
  });
  it('binds a -Port change at once after a failed start-up bind, and reports the port bound', async () => {
    const busy = await occupiedPort();
    const pool = createIsolatePool({ size: 1 });
    const service = createService({ settings: { Port: busy.port }, executor: pool.execute });
    const listening: string[] = [];
    service.onListening = (a) => listening.push(a.url);
    await expect(service.listen()).rejects.toThrow(`port ${busy.port} is already in use`);
    expect(service.address).toBeNull();
    await service.callHost('setSettings', [{ Port: 0 }]);
    expect(service.address).not.toBeNull();
    expect(listening).toEqual([service.address!.url]);
    expect(service.host.getSettings().Port).toBe(service.address!.port);
    expect((await fetch(`${service.address!.url}/none`)).status).toBe(404);
    // Still busy: one line, nothing bound.
    expect(await service.callHost('setSettings', [{ Port: busy.port }])).toEqual({ ok: false, message: `Cannot listen on 127.0.0.1:${busy.port}: port ${busy.port} is already in use.` });
    busy.close();
    await service.close(100);
    await pool.close();
  });
  it('does not bind on a -Port change when nothing asked it to listen (a file without endpoints)', async () => {
    const pool = createIsolatePool({ size: 1 });
    const service = createService({ settings: { Port: 0 }, listenOnFirstEndpoint: true, executor: pool.execute });
    await service.callHost('setSettings', [{ Port: 0, ListenAddress: 'localhost' }]);
    expect(service.address).toBeNull();
    await service.close(100);
    await pool.close();
  });
  it('binds on the first endpoint when asked to (files and -c)', async () => {
    const pool = createIsolatePool({ size: 1 });
    const service = createService({ settings: { Port: 0 }, listenOnFirstEndpoint: true, executor: pool.execute });
    expect(service.address).toBeNull();
    const listening: number[] = [];
    service.onListening = (a) => listening.push(a.port);
    service.host.defineEndpoint({ url: '/x', methods: ['GET'], script: "{ 'x' }", errorAction: null, timeout: null, description: null, tags: [] });
    service.host.defineEndpoint({ url: '/y', methods: ['GET'], script: "{ 'y' }", errorAction: null, timeout: null, description: null, tags: [] });
    await service.settled();
    expect(listening).toEqual([service.address!.port]);
    expect(service.address).not.toBeNull();
    expect(await (await fetch(`${service.address!.url}/x`)).text()).toBe('x');
    await service.close(100);
    await pool.close();
  });
});
