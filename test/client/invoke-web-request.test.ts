// Invoke-WebRequest through the real interpreter against a real HTTP server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PSObject } from '../../src/engine/values/types.js';
import { startSyncHttp, type SyncHttp } from './harness/sync-http.js';
import { runScript } from './harness/run-script.js';

let http: SyncHttp;
beforeAll(async () => { http = await startSyncHttp(); });
afterAll(async () => { await http.close(); });

describe('Invoke-WebRequest', () => {
  it('returns status, description, content and headers', () => {
    const run = runScript(http, "$r = Invoke-WebRequest /headers; $r.StatusCode; $r.StatusDescription; $r.Content; $r.Headers['X-Custom']; $r.RawContentLength");
    expect(run.errors).toEqual([]);
    expect(run.output).toEqual([200, 'OK', 'ok', 'yes', 2]);
  });

  it('has PowerShell\'s type name and a raw content with status line and headers', () => {
    const run = runScript(http, "$r = iwr /text; $r; $r.RawContent.StartsWith('HTTP/1.1 200 OK'); $r.RawContent.EndsWith(\"`r`n`r`nhello world\")");
    expect((run.output[0] as PSObject).typeNames[0]).toBe('Microsoft.PowerShell.Commands.BasicHtmlWebResponseObject');
    expect(run.output.slice(1)).toEqual([true, true]);
  });

  it('does not parse JSON: Content is the text', () => {
    expect(runScript(http, '(iwr /json).Content').output).toEqual(['{"name":"Adam","n":1,"tags":["a","b"]}']);
  });

  it('returns a 404 as an object with -SkipHttpErrorCheck', () => {
    const run = runScript(http, '$r = iwr /notfound -SkipHttpErrorCheck; $r.StatusCode; $r.Content');
    expect(run.output).toEqual([404, 'Not here']);
  });
});
