// Request data as plain dictionaries, parsed in linear time (docs/http.md, request data): keys named like JavaScript
// members survive every map, repeated keys and field counts stay cheap and capped, over-deep JSON and duplicate Host
// headers are refused with 400. Real HTTP against the real listener and real isolates.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSvc, type Svc } from './helpers.js';

let svc: Svc;

beforeAll(async () => {
  svc = await startSvc();
  svc.define(`
New-SvcEndpoint -Url /maps -Endpoint {
    [PSCustomObject]@{
        Query = @($Query['constructor'], $Query['toString'], $Query['__proto__'], $Query['hasOwnProperty'])
        QueryKeys = $Query.Count
        Cookies = @($Cookies['constructor'], $Cookies['toString'], $Cookies['__proto__'])
        Header = $Headers['constructor']
    }
}
New-SvcEndpoint -Url /form -Method Post -Endpoint { param($constructor, $toString, $valueOf) @($constructor, $toString, $valueOf) }
New-SvcEndpoint -Url /route/:constructor -Endpoint { $constructor }
New-SvcEndpoint -Url /many -Method Post -Endpoint { param($a) @($a).Count }
New-SvcEndpoint -Url /json -Method Post -Endpoint { param($a) "a=$a" }
`);
});

afterAll(async () => {
  await svc.close();
});

describe('keys named like JavaScript members', () => {
  it('keeps them in the query, cookie and header maps', async () => {
    const r = await svc.call('/maps?constructor=1&toString=2&__proto__=3&hasOwnProperty=4', {
      headers: { cookie: 'constructor=c; toString=t; __proto__=p', constructor: 'h' },
    });
    expect(r.status).toBe(200);
    expect(JSON.parse(r.body)).toEqual({ Query: ['1', '2', '3', '4'], QueryKeys: 4, Cookies: ['c', 't', 'p'], Header: 'h' });
  });

  it('binds form fields and route parameters named constructor or toString', async () => {
    const form = await svc.call('/form', {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'constructor=1&toString=2&valueOf=3',
    });
    expect(JSON.parse(form.body)).toEqual(['1', '2', '3']);
    expect((await svc.call('/route/abc')).body).toBe('abc');
  });
});

describe('field counts', () => {
  const post = (body: string) => svc.call('/many', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });

  it('parses a form of many repeated keys in linear time', async () => {
    svc.define('Set-SvcSetting -MaxRequestFields 50000');
    try {
      // 40,000 repeated keys took minutes when each one copied the array of the ones before.
      const r = await post('a=1&'.repeat(40000));
      expect(r).toMatchObject({ status: 200, body: '40000' });
    } finally {
      svc.define('Set-SvcSetting -MaxRequestFields 1000');
    }
  });

  it('answers 400 past MaxRequestFields, in a form or a query string', async () => {
    expect((await post('a=1&'.repeat(1000))).body).toBe('1000');
    const form = await post('a=1&'.repeat(1001));
    expect(form).toMatchObject({ status: 400, body: "The request's form has more than 1000 fields (the MaxRequestFields setting)." });
    const query = await svc.call(`/maps?${'q=1&'.repeat(1001)}`);
    expect(query).toMatchObject({ status: 400, body: "The request's query string has more than 1000 fields (the MaxRequestFields setting)." });
  });
});

describe('JSON bodies', () => {
  const post = (body: string) => svc.call('/json', { method: 'POST', headers: { 'content-type': 'application/json' }, body });

  it('answers 400 before binding when the body nests deeper than 1024 levels', async () => {
    const deep = '{"b":'.repeat(100000) + '1' + '}'.repeat(100000);
    const r = await post(`{"a":1,"x":${deep}}`);
    expect(r.status).toBe(400);
    expect(r.body).toBe("The request body nests JSON more than 1024 levels deep, so the endpoint's parameters cannot be bound from it.");
    expect((await post(`{"a":2,"x":${'['.repeat(1000)}${']'.repeat(1000)},"s":"[[[["}`)).body).toBe('a=2');
  });
});

describe('Host headers', () => {
  function raw(request: string): Promise<string> {
    const { port } = new URL(svc.base);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write(request));
      let data = '';
      socket.on('data', (chunk) => { data += chunk.toString(); });
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
  }

  it('answers 400 to a request with two Host headers (RFC 9112 3.2)', async () => {
    const two = await raw('GET /route/x HTTP/1.1\r\nHost: a.example\r\nHost: b.example\r\nConnection: close\r\n\r\n');
    expect(two).toMatch(/^HTTP\/1\.1 400 /);
    expect(two).toContain('The request has more than one Host header.');
    const one = await raw('GET /route/x HTTP/1.1\r\nHost: a.example\r\nConnection: close\r\n\r\n');
    expect(one).toMatch(/^HTTP\/1\.1 200 /);
  });
});
