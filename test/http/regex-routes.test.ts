// -RegEx URLs over real HTTP: whole-path matching, named groups as variables, precedence against literal, :name and
// other regex routes, refusal of patterns that cannot be used (with the position), and Export-SvcEndpoint.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSvc, type Svc } from './helpers.js';

let svc: Svc;
beforeAll(async () => {
  svc = await startSvc();
});
afterAll(() => svc.close());

describe('New-SvcEndpoint -RegEx', () => {
  it('matches the whole path and makes each named group a variable', async () => {
    svc.define("New-SvcEndpoint -Url '/items/(?<id>\\d+)' -RegEx -Endpoint { \"item $id\" }");
    expect(await svc.call('/items/42')).toMatchObject({ status: 200, body: 'item 42' });
    expect((await svc.call('/items/42x')).status).toBe(404);
    expect((await svc.call('/x/items/42')).status).toBe(404);
    expect(await svc.call('/items/7/')).toMatchObject({ status: 200, body: 'item 7' });
  });
  it('binds named groups to param() and percent-decodes them', async () => {
    svc.define("New-SvcEndpoint -Url '/files/(?<name>.+)\\.(?<ext>txt|md)' -RegEx -Endpoint { param($name, $ext) \"$name|$ext\" }");
    expect(await svc.call('/files/a%20b/c.md')).toMatchObject({ status: 200, body: 'a b/c|md' });
  });
  it('is case-sensitive as .NET patterns are by default', async () => {
    svc.define("New-SvcEndpoint -Url '/Case/(?<v>[a-z]+)' -RegEx -Endpoint { $v }");
    expect((await svc.call('/Case/abc')).body).toBe('abc');
    expect((await svc.call('/case/abc')).status).toBe(404);
    expect((await svc.call('/Case/ABC')).status).toBe(404);
  });
  it('lets literal and :name routes win over regex routes', async () => {
    svc.define("New-SvcEndpoint -Url '/p/(?<rest>.*)' -RegEx -Endpoint { \"regex $rest\" }");
    svc.define("New-SvcEndpoint -Url '/p/fixed' -Endpoint { 'literal' }");
    svc.define("New-SvcEndpoint -Url '/p/:name/x' -Endpoint { \"param $name\" }");
    expect((await svc.call('/p/fixed')).body).toBe('literal');
    expect((await svc.call('/p/abc/x')).body).toBe('param abc');
    expect((await svc.call('/p/abc/y')).body).toBe('regex abc/y');
  });
  it('serves a regex route for a method the literal route of that path lacks', async () => {
    svc.define("New-SvcEndpoint -Url '/m/one' -Method Post -Endpoint { 'literal post' }");
    svc.define("New-SvcEndpoint -Url '/m/(?<w>\\w+)' -RegEx -Endpoint { \"regex $w\" }");
    expect((await svc.call('/m/one')).body).toBe('regex one');
    expect((await svc.call('/m/one', { method: 'POST' })).body).toBe('literal post');
    const r = await svc.call('/m/one', { method: 'PUT' });
    expect(r.status).toBe(405);
    expect(r.headers.get('allow')).toBe('POST, GET, HEAD');
  });
  it('lets the first defined regex route win, and a redefinition keep its place', async () => {
    svc.define("New-SvcEndpoint -Url '/first/(?<a>.+)' -RegEx -Endpoint { 'first' }");
    svc.define("New-SvcEndpoint -Url '/first/(?<b>\\d+)' -RegEx -Endpoint { 'second' }");
    expect((await svc.call('/first/1')).body).toBe('first');
    const r = svc.run("New-SvcEndpoint -Url '/first/(?<a>.+)' -RegEx -Endpoint { 'first again' }");
    expect(r.warnings).toEqual(["The endpoint Get /first/(?<a>.+) replaced an earlier definition."]);
    expect((await svc.call('/first/1')).body).toBe('first again');
    svc.define("Remove-SvcEndpoint -Url '/first/(?<a>.+)'");
    expect((await svc.call('/first/1')).body).toBe('second');
  });
  it.each([
    ['an unclosed group', '/items/(?<id>\\d+', "The URL '/items/(?<id>\\d+' is not a valid -RegEx pattern at position 7 ('(?<id>\\d+'): Unterminated group."],
    ['an unmatched parenthesis', '/a)b', "The URL '/a)b' is not a valid -RegEx pattern at position 2 (')b'): Unmatched ')'."],
    ['a backreference', '/(?<x>a)\\k<x>', "The URL '/(?<x>a)\\k<x>' is not a valid -RegEx pattern at position 8 ('\\k<x>'): route patterns must match in linear time, so backreferences, lookaheads and (?i) are not available; write both cases, e.g. [Ii]tems."],
  ])('refuses a pattern with %s, naming the position, and defines nothing', (_name, url, message) => {
    const before = svc.run('Get-SvcEndpoint').output.length;
    const r = svc.run(`New-SvcEndpoint -Url '${url}' -RegEx -Endpoint { 'x' }`);
    expect(r.errors).toEqual([message]);
    expect(svc.run('Get-SvcEndpoint').output.length).toBe(before);
  });
  it('answers a catastrophic pattern at once: route patterns run in linear time', async () => {
    svc.define("New-SvcEndpoint -Url '/evil/(?<x>(a+)+)' -RegEx -Endpoint { 'matched' }");
    const r = await svc.call('/evil/' + 'a'.repeat(5000) + '!');
    expect(r.status).toBe(404);
    expect((await svc.call('/evil/aaa')).body).toBe('matched');
  });
  it('is written by Export-SvcEndpoint with -RegEx', () => {
    const text = svc.run('Export-SvcEndpoint').output.join('\n');
    expect(text).toContain("New-SvcEndpoint -Url '/items/(?<id>\\d+)' -RegEx -Endpoint { \"item $id\" }");
  });
});
