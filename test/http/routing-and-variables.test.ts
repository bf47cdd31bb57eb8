// docs/contract.md 4.1 (routing, 404/405/HEAD), 4.2 (variables, param() binding and its 400s) and the body cap (413).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSvc, type Svc } from './helpers.js';

let svc: Svc;

beforeAll(async () => {
  svc = await startSvc({ MaxRequestBodyKB: 1 });
  svc.define(`
New-SvcEndpoint -Url /hello -Endpoint { 'hello' }
New-SvcEndpoint -Url /items -Method Post, Put -Endpoint { "$Method $Body" }
New-SvcEndpoint -Url /users/:id/posts/:postId -Endpoint { "$Id/$PostId" }
New-SvcEndpoint -Url /users/me/posts/:postId -Endpoint { "me/$PostId" }
New-SvcEndpoint -Url /query -Endpoint { [PSCustomObject]@{ Id = $Id; Tags = $Tags; Count = $Query.Count; Url = $Url; Method = $Method } }
New-SvcEndpoint -Url /vars/:name -Endpoint {
    [PSCustomObject]@{
        Name = $Name; UrlDefinition = $UrlDefinition; Agent = $Headers['X-Test']; Cookie = $Cookies['flavour']
        Remote = $RemoteIpAddress; LocalPort = $LocalPort -gt 0; HasRequestId = [bool]$RequestId; DataLength = $Data.Length
    }
}
New-SvcEndpoint -Url /echo -Method Post -Endpoint { $Body }
New-SvcEndpoint -Url /state -Endpoint { $count = $count + 1; $count }
New-SvcEndpoint -Url /arrays -Endpoint {
    param([int[]]$Ids, [string[]]$Tags, [switch]$Flag)
    [PSCustomObject]@{ Ids = $Ids; Sum = ($Ids | Measure-Object -Sum).Sum; Tags = @($Tags).Count; Flag = [bool]$Flag }
}
New-SvcEndpoint -Url /typed/:id -Method Get, Post -Endpoint {
    param([int]$Id, [Parameter(Mandatory)][string]$Name, [int]$Limit = 10, [bool]$Verbose2)
    [PSCustomObject]@{ Id = $Id; IdType = $Id.GetType().Name; Name = $Name; Limit = $Limit; Verbose2 = $Verbose2 }
}
New-SvcEndpoint -Url /validated -Endpoint {
    param([ValidateSet('a','b')][string]$Kind, [ValidateRange(1,10)][int]$Size, [ValidatePattern('^[0-9]+$')][string]$Code,
        [ValidateNotNullOrEmpty()][string]$Label)
    "$Kind|$Size|$Code|$Label"
}
New-SvcEndpoint -Url /alias -Endpoint { param([Alias('n')][string]$Name) "hi $Name" }
New-SvcEndpoint -Url /not-mandatory -Endpoint { param([Parameter(Mandatory = (1 -eq 2))][string]$Name) "[$Name]" }
New-SvcEndpoint -Url /challenge/:user -Endpoint {
    param($Limit)
    [PSCustomObject]@{ Passed = [bool]$IsChallengePassed; User = $User; Limit = $Limit; Url = $Url }
}
New-SvcEndpoint -Url /no-param/:user -Endpoint { [PSCustomObject]@{ Passed = $IsChallengePassed; User = $User } }
`);
});
afterAll(() => svc.close());

describe('routing (docs/contract.md 4.1)', () => {
  it('matches literal segments case-insensitively', async () => {
    expect(await svc.call('/HELLO')).toMatchObject({ status: 200, body: 'hello' });
  });
  it('ignores a trailing slash', async () => {
    expect(await svc.call('/hello/')).toMatchObject({ status: 200, body: 'hello' });
  });
  it('binds route parameters as variables', async () => {
    expect(await svc.call('/users/42/posts/7')).toMatchObject({ body: '42/7' });
  });
  it('prefers a literal segment over a parameter', async () => {
    expect(await svc.call('/users/me/posts/7')).toMatchObject({ body: 'me/7' });
  });
  it('decodes percent-encoded route parameters', async () => {
    expect(await svc.call('/users/a%20b/posts/x')).toMatchObject({ body: 'a b/x' });
  });
  it('answers 404 with a short text body for an unknown path', async () => {
    expect(await svc.call('/nowhere')).toMatchObject({ status: 404, body: 'No endpoint is defined for /nowhere.' });
  });
  it('answers 405 with Allow for a known path and another method', async () => {
    const r = await svc.call('/items', { method: 'DELETE' });
    expect(r).toMatchObject({ status: 405, body: 'The method DELETE is not allowed for /items.' });
    expect(r.headers.get('allow')).toBe('POST, PUT');
  });
  it('serves HEAD with the GET endpoint, without a body', async () => {
    const r = await svc.call('/hello', { method: 'HEAD' });
    expect(r).toMatchObject({ status: 200, body: '' });
    expect(r.type).toBe('text/plain; charset=utf-8');
  });
  it('answers OPTIONS on a path without an Options endpoint with Allow', async () => {
    const r = await svc.call('/hello', { method: 'OPTIONS' });
    expect(r.status).toBe(204);
    expect(r.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });
  it('answers 400 for a path that is not valid percent-encoding', async () => {
    expect(await svc.call('/users/%E0%A4%A/posts/1')).toMatchObject({ status: 400, body: 'The request path is not valid percent-encoding.' });
  });
  it('serves each method of -Method', async () => {
    expect(await svc.call('/items', { method: 'PUT', body: 'x' })).toMatchObject({ status: 200, body: 'PUT x' });
  });
});

describe('variables (docs/contract.md 4.2)', () => {
  it('sets query parameters (repeated keys as arrays), $Query, $Url and $Method', async () => {
    const r = await svc.call('/query?id=3&tags=a&tags=b');
    expect(JSON.parse(r.body)).toEqual({ Id: '3', Tags: ['a', 'b'], Count: 2, Url: '/query?id=3&tags=a&tags=b', Method: 'GET' });
  });
  it('never lets the query overwrite an automatic variable', async () => {
    const r = await svc.call('/query?url=evil&method=evil&ErrorActionPreference=Stop');
    expect(JSON.parse(r.body)).toMatchObject({ Url: '/query?url=evil&method=evil&ErrorActionPreference=Stop', Method: 'GET' });
  });
  it('sets the request variables', async () => {
    const r = await svc.call('/vars/Bob', { headers: { 'x-test': 'yes', cookie: 'flavour=choc; other=1' } });
    expect(JSON.parse(r.body)).toEqual({
      Name: 'Bob', UrlDefinition: '/vars/:name', Agent: 'yes', Cookie: 'choc',
      Remote: '127.0.0.1', LocalPort: true, HasRequestId: true, DataLength: 0,
    });
  });
  it('gives the body raw as $Body', async () => {
    const body = '{"not": "parsed"}';
    expect(await svc.call('/echo', { method: 'POST', body, headers: { 'content-type': 'application/json' } })).toMatchObject({ body });
  });
  it('reads a chunked body (no Content-Length) as $Body', async () => {
    const chunks = ['first ', 'second'];
    const stream = new ReadableStream({ pull(c) { const next = chunks.shift(); if (next === undefined) c.close(); else c.enqueue(new TextEncoder().encode(next)); } });
    const r = await svc.call('/echo', { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    expect(r).toMatchObject({ status: 200, body: 'first second' });
  });
  it('starts every request from a fresh state', async () => {
    expect((await svc.call('/state')).body).toBe('1');
    expect((await svc.call('/state')).body).toBe('1');
  });
});

describe('param() binding (docs/contract.md 4.2)', () => {
  it('binds from route and query with type conversion and defaults', async () => {
    const r = await svc.call('/typed/5?name=Ann');
    expect(JSON.parse(r.body)).toMatchObject({ Id: 5, IdType: 'Int32', Name: 'Ann', Limit: 10 });
  });
  it('leaves an unbound [bool] parameter $false, as PowerShell does for typed parameters', async () => {
    expect(JSON.parse((await svc.call('/typed/5?name=Ann')).body).Verbose2).toBe(false);
  });
  it('binds arrays from repeated query keys, a single value as an array of one, and a bare switch', async () => {
    expect(JSON.parse((await svc.call('/arrays?ids=1&ids=2&tags=x&flag')).body)).toEqual({ Ids: [1, 2], Sum: 3, Tags: 1, Flag: true });
    expect(JSON.parse((await svc.call('/arrays?flag=false')).body)).toMatchObject({ Flag: false });
  });
  it('prefers the route over the query', async () => {
    expect(JSON.parse((await svc.call('/typed/5?id=9&name=Ann')).body).Id).toBe(5);
  });
  it('binds from form fields', async () => {
    const r = await svc.call('/typed/1', { method: 'POST', body: 'name=Form&limit=3', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(JSON.parse(r.body)).toMatchObject({ Name: 'Form', Limit: 3 });
  });
  it('binds from the properties of a JSON body', async () => {
    const r = await svc.call('/typed/1', { method: 'POST', body: '{"name":"Json","limit":"4","verbose2":true}', headers: { 'content-type': 'application/json' } });
    expect(JSON.parse(r.body)).toMatchObject({ Name: 'Json', Limit: 4, Verbose2: true });
  });
  it('answers 400 with one line for a missing mandatory parameter', async () => {
    expect(await svc.call('/typed/1')).toMatchObject({
      status: 400, body: 'Cannot process command because of one or more missing mandatory parameters: Name.',
    });
  });
  it('answers 400 with one line for a failed conversion', async () => {
    const r = await svc.call('/typed/abc?name=x');
    expect(r.status).toBe(400);
    expect(r.body).toMatch(/^Cannot process argument transformation on parameter 'Id'\. .*"abc".*$/);
    expect(r.body).not.toContain('\n');
  });
  it('answers 400 when a JSON body to bind from does not parse', async () => {
    const r = await svc.call('/typed/1', { method: 'POST', body: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(r.status).toBe(400);
    expect(r.body).toMatch(/^The request body is not valid JSON, so the endpoint's parameters cannot be bound from it: /);
  });
  it('applies ValidateSet, ValidateRange, ValidatePattern and ValidateNotNullOrEmpty as a function would (400 otherwise)', async () => {
    expect(await svc.call('/validated?kind=a&size=3&code=42&label=x')).toMatchObject({ status: 200, body: 'a|3|42|x' });
    expect(await svc.call('/validated?kind=c')).toMatchObject({
      status: 400,
      body: `Cannot validate argument on parameter 'Kind'. The argument "c" does not belong to the set "a,b" specified by the ValidateSet attribute. Supply an argument that is in the set and then try the command again.`,
    });
    expect(await svc.call('/validated?size=11')).toMatchObject({ status: 400, body: expect.stringMatching(/^Cannot validate argument on parameter 'Size'\. The 11 argument is greater than the maximum allowed range of 10\./) });
    expect(await svc.call('/validated?code=x1')).toMatchObject({ status: 400, body: expect.stringMatching(/^Cannot validate argument on parameter 'Code'\. The argument "x1" does not match the "\^\[0-9\]\+\$" pattern\./) });
    expect(await svc.call('/validated?label=')).toMatchObject({ status: 400, body: expect.stringMatching(/^Cannot validate argument on parameter 'Label'\. The argument is null or empty\./) });
  });
  it('binds a parameter by its [Alias()]', async () => {
    expect(await svc.call('/alias?n=Ann')).toMatchObject({ status: 200, body: 'hi Ann' });
    expect(await svc.call('/alias?name=Bo')).toMatchObject({ status: 200, body: 'hi Bo' });
  });
  it('reads [Parameter(Mandatory = (1 -eq 2))] as a function does: not mandatory', async () => {
    expect(await svc.call('/not-mandatory')).toMatchObject({ status: 200, body: '[]' });
  });
  it('with a param() block, sets only declared parameters: no injected query variable, undeclared route parameter $null', async () => {
    const r = await svc.call('/challenge/ann?IsChallengePassed=true&limit=3');
    expect(JSON.parse(r.body)).toEqual({ Passed: false, User: null, Limit: '3', Url: '/challenge/ann?IsChallengePassed=true&limit=3' });
  });
  it('without a param() block, sets route and query values as variables', async () => {
    const r = await svc.call('/no-param/ann?IsChallengePassed=true');
    expect(JSON.parse(r.body)).toEqual({ Passed: 'true', User: 'ann' });
  });
  it('still gives invalid JSON raw as $Body when there is no param() block', async () => {
    expect(await svc.call('/echo', { method: 'POST', body: '{"name":', headers: { 'content-type': 'application/json' } }))
      .toMatchObject({ status: 200, body: '{"name":' });
  });
});

describe('request body cap', () => {
  it('answers 413 for a body over MaxRequestBodyKB', async () => {
    const r = await svc.call('/echo', { method: 'POST', body: 'x'.repeat(2048) });
    expect(r).toMatchObject({ status: 413, body: 'The request body is larger than the limit of 1 KB (the MaxRequestBodyKB setting).' });
  });
  it('accepts a body at the limit', async () => {
    expect(await svc.call('/echo', { method: 'POST', body: 'y'.repeat(1024) })).toMatchObject({ status: 200 });
  });
});

describe('request log', () => {
  it('writes one line per request at LogLevel Information, a 404 with its body under it', async () => {
    svc.logs.length = 0;
    await svc.call('/nowhere-logged');
    expect(svc.logs).toHaveLength(2);
    expect(svc.logs[0]).toMatch(/^GET \/nowhere-logged -> 404 \(\d+ ms\)$/);
    expect(svc.logs[1]).toBe('    body: No endpoint is defined for /nowhere-logged.');
  });
});
