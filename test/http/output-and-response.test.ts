// docs/contract.md 4.3 (output shapes and their Content-Type) and 4.4 (every New-SvcApiResponse parameter), over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSvc, type Svc } from './helpers.js';

const TEXT = 'text/plain; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';
let svc: Svc;

beforeAll(async () => {
  svc = await startSvc();
});
afterAll(() => svc.close());

describe('output -> response (docs/contract.md 4.3)', () => {
  it.each([
    ['no output', '{ }', 200, null, ''],
    ['only $null', '{ $null }', 200, null, ''],
    ['a plain string', "{ 'hello' }", 200, TEXT, 'hello'],
    ['a string that is JSON', `{ '{"a":1}' }`, 200, JSON_TYPE, '{"a":1}'],
    ['a string that is JSON after whitespace', '{ "`n [1, 2]" }', 200, JSON_TYPE, '\n [1, 2]'],
    ['a string that starts as JSON can but is not JSON', "{ 'true story' }", 200, TEXT, 'true story'],
    ['a number with words after it', "{ '42 apples' }", 200, TEXT, '42 apples'],
    ['a string of spaces', "{ '   ' }", 200, TEXT, '   '],
    ['a number', '{ 42 }', 200, JSON_TYPE, '42'],
    ['a boolean', '{ $true }', 200, JSON_TYPE, 'true'],
    ['an object, property order kept', '{ [PSCustomObject]@{ B = 1; A = "x" } }', 200, JSON_TYPE, '{"B":1,"A":"x"}'],
    ['a hashtable', '{ [ordered]@{ Name = "Adam"; Age = 3 } }', 200, JSON_TYPE, '{"Name":"Adam","Age":3}'],
    ['several objects', "{ 1; 'two'; @{ three = 3 } }", 200, JSON_TYPE, '[1,"two",{"three":3}]'],
    ['an array unrolled', '{ @(1, 2, 3) }', 200, JSON_TYPE, '[1,2,3]'],
  ])('%s', async (_name, block, status, type, body) => {
    const url = '/out-' + Math.random().toString(36).slice(2);
    svc.define(`New-SvcEndpoint -Url ${url} -Endpoint ${block}`);
    const r = await svc.call(url);
    expect(r).toMatchObject({ status, body });
    expect(r.type).toBe(type);
  });

  it('serialises to the JsonDepth setting', async () => {
    svc.define(`New-SvcEndpoint -Url /deep -Endpoint { [PSCustomObject]@{ a = [PSCustomObject]@{ b = [PSCustomObject]@{ c = 1 } } } }`);
    svc.define('Set-SvcSetting -JsonDepth 1');
    const shallow = await svc.call('/deep');
    svc.define('Set-SvcSetting -JsonDepth 5');
    const deep = await svc.call('/deep');
    expect(deep.body).toBe('{"a":{"b":{"c":1}}}');
    expect(shallow.body).not.toBe(deep.body);
  });
});

describe('New-SvcApiResponse (docs/contract.md 4.4)', () => {
  it('defaults to 200 and text/plain for a body', async () => {
    svc.define('New-SvcEndpoint -Url /r-default -Endpoint { New-SvcApiResponse -Body "plain" }');
    expect(await svc.call('/r-default')).toMatchObject({ status: 200, type: TEXT, body: 'plain' });
  });
  it('sends -StatusCode, -ContentType, -Headers and -Cookies', async () => {
    svc.define(`New-SvcEndpoint -Url /r-full -Endpoint {
    New-SvcApiResponse -StatusCode 201 -Body '{"id":7}' -ContentType 'application/json' -Headers @{ 'X-Trace' = 'abc'; Location = '/items/7' } -Cookies @{ session = 'a b' }
}`);
    const r = await svc.call('/r-full');
    expect(r).toMatchObject({ status: 201, type: 'application/json', body: '{"id":7}' });
    expect(r.headers.get('x-trace')).toBe('abc');
    expect(r.headers.get('location')).toBe('/items/7');
    expect(r.headers.get('set-cookie')).toBe('session=a%20b; Path=/');
  });
  it('sends -Data as bytes', async () => {
    svc.define('New-SvcEndpoint -Url /r-data -Endpoint { New-SvcApiResponse -Data ([byte[]](104, 105, 0, 255)) }');
    const res = await svc.fetch('/r-data');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([104, 105, 0, 255]);
  });
  it('sends no body with 204', async () => {
    svc.define('New-SvcEndpoint -Url /r-204 -Endpoint { New-SvcApiResponse -StatusCode 204 }');
    expect(await svc.call('/r-204')).toMatchObject({ status: 204, body: '' });
  });
  it('discards other output and ends the script, finally blocks still running', async () => {
    svc.define(`New-SvcEndpoint -Url /r-stop -Endpoint {
    'discarded'
    try { New-SvcApiResponse -StatusCode 202 -Body "accepted"; 'never' } finally { $global:ranFinally = 1 }
    'never either'
}`);
    expect(await svc.call('/r-stop')).toMatchObject({ status: 202, body: 'accepted' });
  });
  it('refuses a header value with CR/LF: 500 with a clear message, the header never sent', async () => {
    svc.define('New-SvcEndpoint -Url /r-crlf -Endpoint { New-SvcApiResponse -Body ok -Headers @{ "X-Bad" = "a`r`nSet-Cookie: evil=1" } }');
    const r = await svc.call('/r-crlf');
    expect(r.status).toBe(500);
    expect(r.body).toBe("The response was refused: the value of the header 'X-Bad' contains a CR or LF character.");
    expect(r.headers.get('set-cookie')).toBeNull();
  });
  it('refuses a status changed afterwards to one that is not a final HTTP status', async () => {
    svc.define('New-SvcEndpoint -Url /r-999 -Endpoint { $r = New-SvcApiResponse -Body x; $r.StatusCode = 999; $r }');
    expect(await svc.call('/r-999')).toMatchObject({ status: 500, body: 'The response was refused: 999 is not a final HTTP status code (200-599).' });
  });
  it('refuses a -StatusCode outside 100-599 when the command runs', () => {
    const r = svc.run('New-SvcApiResponse -StatusCode 600');
    expect(r.output).toEqual([]);
    expect(r.errors.join('\n')).toContain("Cannot validate argument on parameter 'StatusCode'");
    expect(svc.run('New-SvcApiResponse -StatusCode 99').errors.join('\n')).toContain('minimum allowed range of 100');
  });
  it('returns the response object at the prompt', () => {
    const r = svc.run('(New-SvcApiResponse -StatusCode 404 -Body "Not here").StatusCode');
    expect(r.output).toEqual([404]);
  });
  it('refuses -Body with -Data (parameter sets)', () => {
    expect(svc.run('New-SvcApiResponse -Body x -Data ([byte[]](1))').errors.length).toBe(1);
  });
});
