// The console's place on the listener (docs/console.md): the reserved prefix and its settings, the endpoint list and
// the live request log over Server-Sent Events, through real HTTP against a real service.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSvc, type Svc } from '../http/helpers.js';
import { createService } from '../../src/http/index.js';
import { isLoopback } from '../../src/http/console-prefix.js';

let svc: Svc;
beforeAll(async () => {
  svc = await startSvc();
  svc.define("New-SvcEndpoint -Url /hello -Description 'Greets' -Endpoint { 'hi' }");
});
afterAll(() => svc.close());

describe('the reserved prefix', () => {
  it('serves the page, the endpoint list and the recent requests under /_svc/', async () => {
    const page = await svc.call('/_svc/');
    expect(page.status).toBe(200);
    expect(page.type).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<title>svc console</title>');
    expect((await svc.fetch('/_svc', { redirect: 'manual' })).headers.get('location')).toBe('/_svc/');
    const script = await svc.call('/_svc/console.js');
    expect(script.type).toBe('text/javascript; charset=utf-8');
    expect(script.body).not.toMatch(/from\s*["']highlight\.js/);
    const list = JSON.parse((await svc.call('/_svc/api/endpoints')).body);
    expect(list).toEqual([{ id: 1, url: '/hello', methods: ['GET'], errorAction: 'Continue', timeout: 30, description: 'Greets', tags: [], script: "{ 'hi' }", authentication: false, roles: [] }]);
    await svc.call('/hello?x=1');
    const requests = JSON.parse((await svc.call('/_svc/api/requests')).body);
    expect(requests.at(-1)).toMatchObject({ method: 'GET', url: '/hello?x=1', status: 200, endpoint: '/hello', response: { body: 'hi' } });
    // The console's own requests are not in the request log.
    expect(requests.some((r: { url: string }) => r.url.startsWith('/_svc'))).toBe(false);
  });
  it('refuses an endpoint under the prefix, clearly', () => {
    expect(svc.run("New-SvcEndpoint -Url /_SVC/mine -Endpoint { 1 }").errors).toEqual([
      'The URL /_SVC/mine is under /_svc, which svc reserves for its console page; choose another URL, or move the console with Set-SvcSetting -ConsolePrefix.']);
    expect(svc.run("New-SvcEndpoint -Url /_svcx -Endpoint { 'free' }").errors).toEqual([]);
  });
  it('moves with ConsolePrefix, which may not cover an endpoint', async () => {
    svc.define('Set-SvcSetting -ConsolePrefix /admin/console/');
    expect((await svc.call('/admin/console/')).status).toBe(200);
    expect((await svc.call('/_svc/')).status).toBe(404);
    expect(svc.run('Set-SvcSetting -ConsolePrefix /hello').errors[0]).toMatch(/^The URL \/hello is under \/hello, which svc reserves/);
    expect(svc.run("Set-SvcSetting -ConsolePrefix 'no slash'").errors[0]).toMatch(/The ConsolePrefix setting must be a path such as \/_svc/);
    svc.define('Set-SvcSetting -ConsolePrefix /_svc');
  });
  it('is off with Console Off, and on a non-loopback address unless Console On', async () => {
    svc.define('Set-SvcSetting -Console Off');
    expect((await svc.call('/_svc/')).status).toBe(404);
    svc.define('Set-SvcSetting -Console Auto');
    expect((await svc.call('/_svc/')).status).toBe(200);
    // A service configured for a non-loopback address, its app served here on loopback for the test.
    const other = createService({ settings: { ListenAddress: '192.0.2.10' }, executor: () => Promise.reject(new Error('unused')) });
    const server = createServer(await other.app()).listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/_svc/`;
    expect((await fetch(url)).status).toBe(404);
    other.host.setSettings({ Console: 'On' });
    expect((await fetch(url)).status).toBe(200);
    server.close();
  });
  it.each([['127.0.0.1', true], ['127.1.2.3', true], ['localhost', true], ['::1', true], ['[::1]', true], ['0.0.0.0', false], ['::', false], ['192.168.1.5', false]])(
    'treats %s as loopback: %s', (host, expected) => expect(isLoopback(host)).toBe(expected));
});

describe('the live log over Server-Sent Events', () => {
  it('streams each request and each change of the endpoint list', async () => {
    const controller = new AbortController();
    const res = await svc.fetch('/_svc/events', { signal: controller.signal });
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const reader = res.body!.getReader();
    let text = '';
    const readUntil = async (pattern: RegExp) => {
      while (!pattern.test(text)) text += new TextDecoder().decode((await reader.read()).value);
    };
    await readUntil(/retry: 1000/);
    svc.define("New-SvcEndpoint -Url /sse -Endpoint { Write-Error 'seen'; 'ok' }");
    await readUntil(/event: endpoints/);
    await svc.call('/sse');
    await readUntil(/event: request\ndata: .*\n\n/);
    const data = JSON.parse(/event: request\ndata: (.*)\n\n/.exec(text)![1]!);
    expect(data).toMatchObject({ url: '/sse', status: 200, response: { body: 'ok' } });
    expect(data.errors.map((e: { message: string; scriptStackTrace: string[] }) => [e.message, e.scriptStackTrace]))
      .toEqual([['seen', ['at <ScriptBlock>, <No file>: line 1', 'at <ScriptBlock>, <No file>: line 1']]]);
    controller.abort();
  });
});

describe('Swagger UI', () => {
  it('is served from swagger-ui-dist, pointed at the document', async () => {
    const page = await svc.call('/_svc/docs/');
    expect(page.body).toContain('swagger-ui-bundle.js');
    expect((await svc.call('/_svc/docs/swagger-init.js')).body).toContain("url: '../openapi.json'");
    const bundle = await svc.fetch('/_svc/docs/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect(Number(bundle.headers.get('content-length'))).toBeGreaterThan(100000);
    expect((await svc.call('/_svc/docs/../../package.json')).status).toBe(404);
  });
});
