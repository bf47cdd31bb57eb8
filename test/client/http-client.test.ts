// The host-side HTTP exchange (src/client/http-client.ts) against a real server on 127.0.0.1.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { performHttpRequest, resolveUrl } from '../../src/client/http-client.js';
import { freePort, startFixtureServer, type FixtureServer } from './fixture-server.js';

let server: FixtureServer;
beforeAll(async () => { server = await startFixtureServer(); });
afterAll(async () => { await server.close(); });

const get = (url: string, timeoutMs = 0) => ({ url, method: 'GET', headers: {}, body: null, timeoutMs });

describe('resolveUrl', () => {
  it.each([
    ['/user/bob', 'http://127.0.0.1:5000', 'http://127.0.0.1:5000/user/bob'],
    ['/x?y=1', 'http://127.0.0.1:5000/', 'http://127.0.0.1:5000/x?y=1'],
    ['localhost:5000/x', null, 'http://localhost:5000/x'],
    ['https://example.com/a b', null, 'https://example.com/a%20b'],
  ])('%s against %s', (url, base, expected) => {
    expect(resolveUrl(url, base)).toEqual({ url: expected });
  });
  it('refuses a bare path with no listener, and non-http schemes', () => {
    expect(resolveUrl('/x', null)).toEqual({ error: "Cannot resolve the relative URI '/x': no svc listener is running." });
    expect(resolveUrl('ftp://h/x', null)).toEqual({ error: "The 'ftp' scheme is not supported." });
  });
});

describe('performHttpRequest', () => {
  it('returns status, reason, lower-case headers and the body as text', async () => {
    const r = await performHttpRequest(get('/json'), server.baseUrl);
    expect(r).toMatchObject({ ok: true, status: 200, statusText: 'OK', body: '{"name":"Adam","n":1,"tags":["a","b"]}', url: server.baseUrl + '/json' });
    if (r.ok) expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('returns a 404 as a response, not a failure', async () => {
    const r = await performHttpRequest(get(server.baseUrl + '/notfound'), null);
    expect(r).toMatchObject({ ok: true, status: 404, statusText: 'Not Found', body: 'Not here' });
  });

  it('sends method, headers and body; a default User-Agent unless given', async () => {
    const r = await performHttpRequest({ url: '/echo', method: 'POST', headers: { 'Content-Type': 'text/plain', 'X-Custom': 'v' }, body: 'a=1', timeoutMs: 0 }, server.baseUrl);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(JSON.parse(r.body)).toMatchObject({ method: 'POST', contentType: 'text/plain', body: 'a=1', custom: 'v', userAgent: 'Mozilla/5.0 (svc) PowerShell/7.4' });
    const r2 = await performHttpRequest({ url: '/echo', method: 'GET', headers: { 'user-agent': 'me' }, body: null, timeoutMs: 0 }, server.baseUrl);
    if (r2.ok) expect(JSON.parse(r2.body).userAgent).toBe('me');
  });

  it('reports a refused connection', async () => {
    const port = await freePort();
    const r = await performHttpRequest(get(`http://127.0.0.1:${port}/x`), null);
    expect(r).toEqual({ ok: false, error: 'refused', message: `Connection refused (127.0.0.1:${port})`, url: `http://127.0.0.1:${port}/x` });
  });

  it('times out within its margin', async () => {
    const started = Date.now();
    const r = await performHttpRequest(get('/slow', 300), server.baseUrl);
    expect(r).toMatchObject({ ok: false, error: 'timeout', message: 'The request timed out after 0.3 seconds.' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('never throws on a bad URL', async () => {
    expect(await performHttpRequest(get('http://exa mple/'), null)).toMatchObject({ ok: false, error: 'other' });
    expect(await performHttpRequest(get('/x'), null)).toMatchObject({ ok: false, error: 'other' });
  });
});
