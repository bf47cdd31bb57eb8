// The request log (docs/http.md, "The request log"): the shell's lines (status, query, errors with their position even
// on a 200, host output, the first lines of a 4xx/5xx body) and Get-SvcRequestLog's objects from the ring buffer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PSObject } from '../../src/engine/values/types.js';
import { startSvc, type Svc } from './helpers.js';

let svc: Svc;
beforeAll(async () => {
  svc = await startSvc();
  svc.define(`New-SvcEndpoint -Url /e3 -Endpoint {
    Write-Host 'working on' $Id
    Write-Error "Whoa!"
  }
  New-SvcEndpoint -Url /chatty -Endpoint { Write-Host 'a' -NoNewline; Write-Host 'b'; Write-Warning 'careful'; Write-Information 'fyi' -InformationAction Continue; 'done' }
  New-SvcEndpoint -Url /teapot -Endpoint { New-SvcApiResponse -StatusCode 418 -Body ((1..8 | ForEach-Object { "line $_" }) -join [char]10) }
  New-SvcEndpoint -Url /boom -Endpoint { throw 'Boom' }
  New-SvcEndpoint -Url /progress -Endpoint { Write-Progress -Activity Loading -PercentComplete 50; 'loaded'; Write-Progress -Activity Loading -Completed }`);
});
afterAll(() => svc.close());

const prop = (o: unknown, name: string): unknown => (o as PSObject).getProperty(name)?.value;

async function logged(path: string, init?: RequestInit): Promise<string[]> {
  svc.logs.length = 0;
  await svc.call(path, init);
  return [...svc.logs];
}

describe('the request log line', () => {
  it('shows the query string and, under a 200, the error with its position and the host output', async () => {
    const lines = await logged('/e3?id=7&x=a%20b');
    expect(lines[0]).toMatch(/^GET \/e3\?id=7&x=a%20b -> 200 \(\d+ ms\)$/);
    expect(lines.slice(1)).toEqual(['    error: Whoa! (At line:3 char:5)', '    host: working on 7']);
  });
  it('joins -NoNewline host output, and shows warnings and information', async () => {
    expect((await logged('/chatty')).slice(1)).toEqual(['    host: ab', '    warning: careful', '    information: fyi']);
  });
  it('has nothing of Write-Progress: an endpoint draws no progress', async () => {
    const lines = await logged('/progress');
    expect(lines[0]).toMatch(/^GET \/progress -> 200/);
    expect(lines.slice(1)).toEqual([]);
    const r = await svc.call('/progress');
    expect([r.status, r.body]).toEqual([200, 'loaded']);
  });
  it('shows the first lines of a 4xx or 5xx body', async () => {
    expect((await logged('/teapot')).slice(1)).toEqual([
      '    body: line 1', '    body: line 2', '    body: line 3', '    body: line 4', '    body: line 5', '    body: ... (3 more lines)']);
    expect((await logged('/boom')).slice(1)).toEqual(['    error: Boom (At line:1 char:3)', '    body: Boom']);
  });
});

describe('Get-SvcRequestLog', () => {
  it('returns recent requests as objects, filtered by -Url, -StatusCode and -Last', async () => {
    await svc.call('/e3?id=1');
    await svc.call('/boom');
    await svc.call('/e3?id=2', { headers: { 'x-demo': 'yes' } });
    const last = svc.run('Get-SvcRequestLog -Last 1').output;
    expect(last).toHaveLength(1);
    expect(prop(last[0], 'Url')).toBe('/e3?id=2');
    expect(prop(last[0], 'StatusCode')).toBe(200);
    expect(prop(last[0], 'Endpoint')).toBe('/e3');
    expect(prop(last[0], 'HostOutput')).toEqual(['working on 2']);
    const error = (prop(last[0], 'Errors') as unknown[])[0];
    expect(prop(error, 'Message')).toBe('Whoa!');
    expect(prop(error, 'ScriptStackTrace')).toBe('at <ScriptBlock>, <No file>: line 3\nat <ScriptBlock>, <No file>: line 1');
    expect(svc.run("(Get-SvcRequestLog -Last 1).Request.Headers['X-Demo']").output).toEqual(['yes']);
    const failed = svc.run('Get-SvcRequestLog -StatusCode 500, 418 -Last 1').output;
    expect(failed.map((o) => [prop(o, 'Url'), prop(o, 'ResponseBody')])).toEqual([['/boom', 'Boom']]);
    expect(svc.run("Get-SvcRequestLog -Url '/e3?id=[12]' | ForEach-Object Url").output).toEqual(['/e3?id=1', '/e3?id=2']);
    expect(svc.run("@(Get-SvcRequestLog /e3).Count -ge 3").output).toEqual([true]);
  });
  it('shows as a table of time, method, URL, status and duration', () => {
    const text = String(svc.run('Get-SvcRequestLog -Last 1 | Out-String').output[0]);
    expect(text).toMatch(/Time\s+Method\s+Url\s+StatusCode\s+DurationMs/);
    expect(text).toMatch(/GET\s+\/e3\?id=2\s+200/);
  });
  it('keeps only the last RequestLogSize requests', async () => {
    svc.define('Set-SvcSetting -RequestLogSize 2');
    await svc.call('/chatty?n=1');
    await svc.call('/chatty?n=2');
    await svc.call('/chatty?n=3');
    expect(svc.run('Get-SvcRequestLog | ForEach-Object Url').output).toEqual(['/chatty?n=2', '/chatty?n=3']);
    svc.define('Set-SvcSetting -RequestLogSize 0');
    await svc.call('/chatty');
    expect(svc.run('Get-SvcRequestLog').output).toEqual([]);
    svc.define('Set-SvcSetting -RequestLogSize 100');
  });
  it('is not available to endpoint scripts', async () => {
    svc.define("New-SvcEndpoint -Url /peek -Endpoint { Get-SvcRequestLog; 'after' }");
    expect(await svc.call('/peek')).toMatchObject({ status: 200, body: 'after' });
    const lines = await logged('/peek');
    expect(lines[1]).toMatch(/^ {4}error: Get-SvcRequestLog is not available to endpoint scripts/);
  });
});
