// Invoke-RestMethod through the real interpreter against a real HTTP server (the fixture server, on a worker).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PSObject } from '../../src/engine/values/types.js';
import { startSyncHttp, type SyncHttp } from './harness/sync-http.js';
import { runScript } from './harness/run-script.js';

let http: SyncHttp;
beforeAll(async () => { http = await startSyncHttp(); });
afterAll(async () => { await http.close(); });

describe('Invoke-RestMethod responses', () => {
  it('turns a JSON object into a PSCustomObject', () => {
    const run = runScript(http, '$r = Invoke-RestMethod /json; $r.name; [int]$r.n; $r.tags.Count; $r.n.GetType().Name');
    expect(run.errors).toEqual([]);
    expect(run.output).toEqual(['Adam', 1, 2, 'Int64']); // JSON integers are Int64, as in PowerShell 7
  });

  it('writes the object itself to the pipeline', () => {
    const run = runScript(http, 'irm /json');
    expect(run.output).toHaveLength(1);
    expect(run.output[0]).toBeInstanceOf(PSObject);
    expect((run.output[0] as PSObject).getProperty('name')?.value).toBe('Adam');
  });

  it('enumerates a JSON array to the pipeline, as PowerShell 7 does', () => {
    const run = runScript(http, '(irm /array | Measure-Object).Count; irm /array | ForEach-Object { [int]$_.id }');
    expect(run.output).toEqual([3, 1, 2, 3]);
  });

  it('returns text as a string, and nothing for an empty body', () => {
    expect(runScript(http, 'irm /text').output).toEqual(['hello world']);
    expect(runScript(http, '@(irm /empty).Count').output).toEqual([0]);
  });

  it('resolves an absolute URL too', () => {
    expect(runScript(http, `(irm '${http.baseUrl}/json').name`).output).toEqual(['Adam']);
  });
});

describe('Invoke-RestMethod requests', () => {
  it('sends a hashtable body as form fields on POST', () => {
    const run = runScript(http, "$r = irm /echo -Method Post -Body @{ name = 'Ann Lee'; n = 2 }; $r.method; $r.contentType; $r.body");
    expect(run.output).toEqual(['POST', 'application/x-www-form-urlencoded', 'name=Ann+Lee&n=2']);
  });

  // WebRequestPSCmdlet.Common.cs: `case IDictionary` -> FormatDictionary, whatever -ContentType says, in both editions.
  it.each(['Core', 'Desktop'] as const)('form-encodes a hashtable even with a JSON content type (%s)', (edition) => {
    const run = runScript(http, "$r = irm /echo -Method Post -ContentType 'application/json' -Body ([ordered]@{ name = 'Ann'; n = 2; tags = 'a', 'b'; 'x y' = \"it's~\" }); $r.contentType; $r.body", edition);
    expect(run.output).toEqual(['application/json', 'name=Ann&n=2&tags=System.Object%5B%5D&x+y=it%27s%7E']);
  });

  it('sends JSON when the script converts the hashtable first', () => {
    const run = runScript(http, "$h = [ordered]@{ name = 'Ann'; n = 2 }; $r = irm /echo -Method Post -Body ($h | ConvertTo-Json -Compress) -ContentType application/json; $r.body");
    expect(run.output).toEqual(['{"name":"Ann","n":2}']);
  });

  it('sends any other object as its string, as PowerShell converts it', () => {
    expect(runScript(http, "(irm /echo -Method Post -Body ([pscustomobject]@{ name = 'Ann' })).body").output).toEqual(['@{name=Ann}']);
  });

  it('puts a hashtable body of a GET into the query string', () => {
    expect(runScript(http, "(irm /echo -Body @{ q = 'a b' }).url").output).toEqual(['/echo?q=a+b']);
  });

  it('sends a string body as is, with form content type on POST by default', () => {
    const run = runScript(http, "$r = irm /echo -Method Put -Body 'raw text' -ContentType 'text/plain'; $r.method; $r.body; $r.contentType; (irm /echo -Method Post -Body 'x=1').contentType");
    expect(run.output).toEqual(['PUT', 'raw text', 'text/plain', 'application/x-www-form-urlencoded']);
  });

  it('sends -Headers and -UserAgent', () => {
    const run = runScript(http, "$r = irm /echo -Headers @{ 'X-Custom' = 'abc' } -UserAgent 'tester/1'; $r.custom; $r.userAgent");
    expect(run.output).toEqual(['abc', 'tester/1']);
  });

  it('sets -StatusCodeVariable and -ResponseHeadersVariable', () => {
    const run = runScript(http, "$null = irm /headers -StatusCodeVariable code -ResponseHeadersVariable h; $code; $h['X-Custom']; $h['content-type']");
    expect(run.output).toEqual([200, 'yes', 'text/plain']);
  });
});

describe('Invoke-RestMethod -SkipHttpErrorCheck', () => {
  it('returns the body of a 404 and its status code', () => {
    const run = runScript(http, 'irm /notfound -SkipHttpErrorCheck -StatusCodeVariable code; $code');
    expect(run.errors).toEqual([]);
    expect(run.output).toEqual(['Not here', 404]);
  });

  it('returns a JSON error body as an object', () => {
    expect(runScript(http, '[int](irm /fail-json -SkipHttpErrorCheck).code').output).toEqual([42]);
  });
});
