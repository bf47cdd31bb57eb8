// New-/Get-/Remove-SvcEndpoint through real scripts, checked over real HTTP: definition, redefinition, removal and
// the bad-input list of New-SvcEndpoint.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PSObject } from '../../src/engine/values/types.js';
import { parseCount } from '../../grammar/index.js';
import { startSvc, type Svc } from './helpers.js';

let svc: Svc;
beforeAll(async () => {
  svc = await startSvc();
});
afterAll(() => svc.close());

const prop = (o: unknown, name: string): unknown => (o as PSObject).getProperty(name)?.value;

// The session and the service share this realm here, so one grammar counts the parses of both.
describe('parsing an endpoint script (docs/architecture.md, "Parsing")', () => {
  it('parses a block once, with its line: neither New-SvcEndpoint nor the service parses it again', async () => {
    const before = parseCount();
    svc.define("New-SvcEndpoint -Url /parsed-once -Endpoint { 'once' }");
    expect(parseCount()).toBe(before + 1);
    expect(await svc.call('/parsed-once')).toMatchObject({ status: 200, body: 'once' });
    expect(parseCount()).toBe(before + 1);
  });
  it('describes the endpoints for OpenAPI from one parse per script', async () => {
    expect((await svc.call('/_svc/openapi.json')).status).toBe(200);
    const before = parseCount();
    svc.define('New-SvcEndpoint -Url /described -Endpoint { param([int]$Id) $Id }');
    for (let i = 0; i < 3; i++) expect((await svc.call('/_svc/openapi.json')).body).toContain('/described');
    expect(parseCount()).toBe(before + 2);
  });
});

describe('New-SvcEndpoint', () => {
  it('serves at once and returns nothing without -PassThru', async () => {
    const r = svc.define("New-SvcEndpoint -Url /a -Endpoint { 'A' }");
    expect(r.output).toEqual([]);
    expect(await svc.call('/a')).toMatchObject({ status: 200, body: 'A' });
  });
  it('takes -Url and -Endpoint by position and writes the endpoint with -PassThru', () => {
    const r = svc.define("New-SvcEndpoint /b { 'B' } -Method Post -Description 'the b' -Tag x, y -Timeout 5 -ErrorAction Stop -PassThru");
    expect(r.output).toHaveLength(1);
    const e = r.output[0] as PSObject;
    expect(e.typeNames[0]).toBe('Svc.Endpoint');
    expect(e.properties().map((p) => p.name)).toEqual(['Id', 'Url', 'Method', 'ErrorAction', 'Timeout', 'Description', 'Tag', 'ScriptBlock', 'Path', 'RegEx', 'Authentication', 'Role']);
    expect(prop(e, 'Url')).toBe('/b');
    expect(prop(e, 'Method')).toBe('Post');
    expect(prop(e, 'ErrorAction')).toBe('Stop');
    expect(prop(e, 'Timeout')).toBe(5);
    expect(prop(e, 'Description')).toBe('the b');
    expect(prop(e, 'Tag')).toEqual(['x', 'y']);
    // As PowerShell shows a script block (ScriptBlock.ToString()): its text without the braces.
    expect(prop(e, 'ScriptBlock')).toBe(" 'B' ");
    expect(svc.define('(Get-SvcEndpoint -Url /b).ScriptBlock -eq { \'B\' }.ToString()').output).toEqual([true]);
  });
  it('replaces the same Url+Method with a warning', async () => {
    svc.define("New-SvcEndpoint -Url /re -Endpoint { 'old' }");
    const r = svc.run("New-SvcEndpoint -Url /RE -Endpoint { 'new' }");
    expect(r.errors).toEqual([]);
    expect(r.warnings).toEqual(['The endpoint Get /RE replaced an earlier definition.']);
    expect(await svc.call('/re')).toMatchObject({ body: 'new' });
    expect(svc.run('Get-SvcEndpoint -Url /re').output).toHaveLength(1);
  });
  it('leaves the old endpoint serving when a redefinition has a syntax error (line and column given)', async () => {
    svc.define("New-SvcEndpoint -Url /keep -Endpoint { 'kept' }");
    const r = svc.run("New-SvcEndpoint -Url /keep -Endpoint {\n    if ( {\n}");
    expect(r.outcome).toBe('parseError');
    expect(r.parseErrors.length).toBeGreaterThan(0);
    expect(r.parseErrors[0]).toMatchObject({ line: expect.any(Number), column: expect.any(Number) });
    expect(await svc.call('/keep')).toMatchObject({ body: 'kept' });
  });
  it.each([
    ['no leading slash', 'user/:name', "The URL 'user/:name' is not valid: it must start with '/', for example /user/:name."],
    ['duplicate parameter names', '/a/:id/b/:ID', "The URL '/a/:id/b/:ID' is not valid: the route parameter ':ID' appears more than once."],
    ['an empty segment', '/a//b', "The URL '/a//b' is not valid: it has an empty segment ('//')."],
    ['a parameter without a name', '/a/:', "The URL '/a/:' is not valid: the route parameter ':' needs a name made of letters, digits and '_'."],
  ])('refuses a malformed -Url (%s) and defines nothing', async (_name, url, message) => {
    const before = svc.run('Get-SvcEndpoint').output.length;
    const r = svc.run(`New-SvcEndpoint -Url '${url}' -Endpoint { 'x' }`);
    expect(r.errors).toEqual([message]);
    expect(svc.run('Get-SvcEndpoint').output.length).toBe(before);
  });
  it('refuses an unknown -Method', () => {
    const r = svc.run("New-SvcEndpoint -Url /m -Method Trace -Endpoint { 'x' }");
    expect(r.errors[0]).toContain('does not belong to the set "Get,Post,Put,Patch,Delete,Options"');
  });
  it('needs -Url and -Endpoint', () => {
    expect(svc.run('New-SvcEndpoint -Url /nothing').errors[0]).toContain('missing mandatory parameters: Endpoint');
  });
});

describe('Get-SvcEndpoint', () => {
  it('filters by -Id, -Url and -Method', () => {
    svc.define("New-SvcEndpoint -Url /g/:name -Method Get, Delete -Endpoint { 'g' }");
    const all = svc.run('Get-SvcEndpoint -Url /G/:other').output;
    expect(all).toHaveLength(1);
    const id = prop(all[0], 'Id');
    expect(prop(all[0], 'Method')).toEqual(['Get', 'Delete']);
    expect(svc.run(`Get-SvcEndpoint -Id ${id}`).output).toHaveLength(1);
    expect(svc.run('Get-SvcEndpoint -Url /g/:name -Method Delete').output).toHaveLength(1);
    expect(svc.run('Get-SvcEndpoint -Url /g/:name -Method Post').output).toHaveLength(0);
  });
});

describe('Remove-SvcEndpoint', () => {
  it('removes by id: the next request gets 404', async () => {
    const e = svc.define("New-SvcEndpoint -Url /rm-id -Endpoint { 'x' } -PassThru").output[0];
    svc.define(`Remove-SvcEndpoint ${prop(e, 'Id')}`);
    expect((await svc.call('/rm-id')).status).toBe(404);
  });
  it('removes by -Url, and only one method with -Method', async () => {
    svc.define("New-SvcEndpoint -Url /rm-url -Method Get, Post -Endpoint { 'x' }");
    svc.define('Remove-SvcEndpoint -Url /rm-url -Method Post');
    expect((await svc.call('/rm-url', { method: 'POST' })).status).toBe(405);
    expect((await svc.call('/rm-url')).status).toBe(200);
    svc.define('Remove-SvcEndpoint -Url /rm-url');
    expect((await svc.call('/rm-url')).status).toBe(404);
  });
  it('takes endpoint objects from the pipeline', async () => {
    svc.define("New-SvcEndpoint -Url /rm-pipe -Endpoint { 'x' }");
    svc.define('Get-SvcEndpoint -Url /rm-pipe | Remove-SvcEndpoint');
    expect((await svc.call('/rm-pipe')).status).toBe(404);
  });
  it('writes a non-terminating error for what does not exist, and goes on', () => {
    const r = svc.run("Remove-SvcEndpoint 9999; 'next'");
    expect(r.errors).toEqual(['No endpoint with id 9999 was found.']);
    expect(r.output).toEqual(['next']);
    expect(svc.run('Remove-SvcEndpoint -Url /never-defined').errors).toEqual(['No endpoint at /never-defined was found.']);
  });
});

describe('the management commands inside an endpoint script', () => {
  it('say they are not available to endpoint scripts (New-SvcApiResponse excepted)', async () => {
    svc.define("New-SvcEndpoint -Url /inside -Endpoint { try { gET-svcendpoint } catch { $_.Exception.Message; $_.FullyQualifiedErrorId; $_.Exception.GetType().FullName } }");
    expect(JSON.parse((await svc.call('/inside')).body)).toEqual([
      'Get-SvcEndpoint is not available to endpoint scripts: it runs only in the shell (the prompt, a .svc file or svc -c).',
      'CommandNotAvailableToEndpoints', 'System.Management.Automation.CommandNotFoundException']);
  });
  it('leave the script going, as a statement-terminating error does under Continue', async () => {
    svc.define("New-SvcEndpoint -Url /inside2 -Endpoint { Set-SvcSetting -JsonDepth 3; 'after' }");
    const r = await svc.call('/inside2');
    expect(r.status).toBe(200);
    expect(r.body).toBe('after');
  });
  it('a command that does not exist is still not recognized', async () => {
    svc.define("New-SvcEndpoint -Url /inside3 -Endpoint { try { Get-Nothing } catch { $_.FullyQualifiedErrorId } }");
    expect((await svc.call('/inside3')).body).toBe('CommandNotFoundException');
  });
});
