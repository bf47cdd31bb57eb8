// The error shapes of the web cmdlets in both client editions (docs/contract.md 7), through the real interpreter
// against a real HTTP server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSyncHttp, type SyncHttp } from './harness/sync-http.js';
import { runScript } from './harness/run-script.js';
import { freePort } from './fixture-server.js';

let http: SyncHttp;
beforeAll(async () => { http = await startSyncHttp(); });
afterAll(async () => { await http.close(); });

/** The uncaught error of a one-statement script. */
function failure(source: string, edition: 'Core' | 'Desktop' | null) {
  const run = runScript(http, source, edition);
  expect(run.errors).toHaveLength(1);
  return run.errors[0].record;
}

describe('ClientEdition Core (PowerShell 7)', () => {
  it('raises HttpResponseException with the body as ErrorDetails', () => {
    const er = failure('Invoke-RestMethod /notfound', 'Core');
    expect(er.exception.typeName).toBe('Microsoft.PowerShell.Commands.HttpResponseException');
    expect(er.exception.message).toBe('Response status code does not indicate success: 404 (Not Found).');
    expect(er.fullyQualifiedErrorId).toBe('WebCmdletWebResponseException,Microsoft.PowerShell.Commands.InvokeRestMethodCommand');
    expect(er.errorDetails).toBe('Not here');
    expect(er.toString()).toBe('Not here');
    expect(er.category).toBe('InvalidOperation');
  });

  it('shows a JSON body indented on its own lines, and strips HTML tags', () => {
    expect(failure('irm /fail-json', 'Core').errorDetails).toBe('\n{\n  "error": "boom",\n  "code": 42\n}');
    const html = failure('irm /fail-html', 'Core');
    expect(html.errorDetails).toBe('Down');
    expect(html.exception.message).toBe('Response status code does not indicate success: 503 (Service Unavailable).');
  });

  it('keeps the stack trace lines of a svc error body', () => {
    expect(failure('irm /stack', 'Core').errorDetails).toBe('Whoa!\nat <ScriptBlock>, <No file>: line 2\nat <ScriptBlock>, <No file>: line 1');
  });

  it('has no ErrorDetails for an empty body', () => {
    const er = failure('irm /empty404', 'Core');
    expect(er.errorDetails).toBeNull();
    expect(er.toString()).toBe('Response status code does not indicate success: 404 (Not Found).');
  });

  it('exposes the response: StatusCode (NotFound, value__ 404), ReasonPhrase, Headers', () => {
    const run = runScript(http, `try { Invoke-RestMethod /notfound } catch {
      "$($_.Exception.Response.StatusCode)"
      $_.Exception.Response.StatusCode.value__
      $_.Exception.Response.ReasonPhrase
      $_.Exception.Response.Headers['Content-Type']
      $_.ErrorDetails.Message
      $_.Exception.Message
      $_.FullyQualifiedErrorId
    }`, 'Core');
    expect(run.errors).toEqual([]);
    expect(run.output).toEqual([
      'NotFound', 404, 'Not Found', 'text/plain; charset=utf-8', 'Not here',
      'Response status code does not indicate success: 404 (Not Found).',
      'WebCmdletWebResponseException,Microsoft.PowerShell.Commands.InvokeRestMethodCommand',
    ]);
  });

  it('is the default with no service (inside an endpoint) and for Invoke-WebRequest', () => {
    expect(failure('irm /notfound', null).exception.typeName).toBe('Microsoft.PowerShell.Commands.HttpResponseException');
    const er = failure('Invoke-WebRequest /fail-json', 'Core');
    expect(er.fullyQualifiedErrorId).toBe('WebCmdletWebResponseException,Microsoft.PowerShell.Commands.InvokeWebRequestCommand');
    expect(er.exception.message).toBe('Response status code does not indicate success: 500 (Internal Server Error).');
  });

  it('is a statement-terminating error: the script goes on', () => {
    const run = runScript(http, "irm /notfound; 'after'", 'Core');
    expect(run.output).toEqual(['after']);
    expect(run.errors).toHaveLength(1);
  });
});

describe('ClientEdition Desktop (Windows PowerShell 5.1)', () => {
  it('raises WebException with a generic message and no ErrorDetails', () => {
    const er = failure('Invoke-RestMethod /notfound', 'Desktop');
    expect(er.exception.typeName).toBe('System.Net.WebException');
    expect(er.exception.message).toBe('The remote server returned an error: (404) Not Found.');
    expect(er.fullyQualifiedErrorId).toBe('WebCmdletWebResponseException,Microsoft.PowerShell.Commands.InvokeRestMethodCommand');
    expect(er.errorDetails).toBeNull();
    expect(er.toString()).toBe('The remote server returned an error: (404) Not Found.');
  });

  it('lets the body be read back with a StreamReader, as Windows PowerShell 5.1 users do', () => {
    const run = runScript(http, `
      try { Invoke-RestMethod /stack } catch { [System.IO.StreamReader]::new($_.Exception.Response.GetResponseStream()).ReadToEnd() }
      try { Invoke-RestMethod /notfound } catch { $_.Exception.Response.StatusCode.value__; "$($_.Exception.Response.StatusCode)"; $_.Exception.Response.StatusDescription }`, 'Desktop');
    expect(run.errors).toEqual([]);
    expect(run.output).toEqual(['Whoa!\nat <ScriptBlock>, <No file>: line 2\nat <ScriptBlock>, <No file>: line 1', 404, 'NotFound', 'Not Found']);
  });

  it('supports the 5.1 rewind idiom (BaseStream.Position = 0)', () => {
    const run = runScript(http, `try { irm /notfound } catch {
      $reader = [System.IO.StreamReader]::new($_.Exception.Response.GetResponseStream())
      $first = $reader.ReadToEnd()
      $reader.BaseStream.Position = 0
      $reader.DiscardBufferedData()
      $first; $reader.ReadToEnd()
    }`, 'Desktop');
    expect(run.output).toEqual(['Not here', 'Not here']);
  });

  it('is shown in 5.1\'s classic view, targeting the HttpWebRequest', () => {
    const er = failure('Invoke-RestMethod /notfound', 'Desktop');
    expect(er.errorView).toBe('NormalView');
    expect(er.categoryText()).toBe('InvalidOperation: (System.Net.HttpWebRequest:HttpWebRequest) [Invoke-RestMethod], WebException');
    expect(failure('Invoke-RestMethod /notfound', 'Core').errorView).toBeNull();
  });

  // Windows PowerShell 5.1's web cmdlets have no -SkipHttpErrorCheck, -StatusCodeVariable or -ResponseHeadersVariable.
  it.each(['-SkipHttpErrorCheck', '-StatusCodeVariable code', '-ResponseHeadersVariable h'])('refuses the 7-only parameter %s as 5.1 refuses an unknown one', (arg) => {
    const run = runScript(http, `Invoke-RestMethod /json ${arg}; 'next'`, 'Desktop');
    const name = arg.split(' ')[0].slice(1);
    expect(run.errors.map((e) => [e.record.fullyQualifiedErrorId, e.record.message])).toEqual([
      ['NamedParameterNotFound,Microsoft.PowerShell.Commands.InvokeRestMethodCommand', `A parameter cannot be found that matches parameter name '${name}'.`],
    ]);
    expect(run.output).toEqual(['next']);
    expect(runScript(http, `(Invoke-RestMethod /json ${arg}).name`, 'Core').output).toEqual(['Adam']);
  });

  it('follows a Set-SvcSetting change of edition at once', () => {
    const run = runScript(http, `
      try { irm /notfound } catch { $_.Exception.Message }
      Set-SvcSetting -ClientEdition Core
      try { irm /notfound } catch { $_.Exception.Message }`, 'Desktop');
    expect(run.output).toEqual(['The remote server returned an error: (404) Not Found.', 'Response status code does not indicate success: 404 (Not Found).']);
  });
});

describe('failures without a response', () => {
  it('reports a refused connection in each edition', async () => {
    const port = await freePort();
    const core = failure(`irm http://127.0.0.1:${port}/x`, 'Core');
    expect(core.exception.typeName).toBe('System.Net.Http.HttpRequestException');
    expect(core.exception.message).toBe(`No connection could be made because the target machine actively refused it. (127.0.0.1:${port})`);
    expect(core.toString()).toBe('No connection could be made because the target machine actively refused it.');
    expect(core.fullyQualifiedErrorId).toBe('WebCmdletWebResponseException,Microsoft.PowerShell.Commands.InvokeRestMethodCommand');
    const desktop = failure(`irm http://127.0.0.1:${port}/x`, 'Desktop');
    expect(desktop.exception.message).toBe('Unable to connect to the remote server');
    expect(desktop.exception.typeName).toBe('System.Net.WebException');
  });

  it('times out after -TimeoutSec, within its margin', () => {
    const started = Date.now();
    const core = failure('irm /slow -TimeoutSec 1', 'Core');
    expect(Date.now() - started).toBeLessThan(4000);
    expect(core.exception.message).toBe('The request was canceled due to the configured HttpClient.Timeout of 1 seconds elapsing.');
    expect(core.exception.typeName).toBe('System.Threading.Tasks.TaskCanceledException');
    expect(failure('irm /slow -TimeoutSec 1', 'Desktop').exception.message).toBe('The operation has timed out.');
  });
});
