// The client cmdlets against svc's own endpoints, end to end: one real `svc --exit -c` run defines the error table's
// endpoints and calls them with Invoke-RestMethod in both client editions (docs/contract.md 7).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function svc(commands: string, outputFormat: 'json' | 'text') {
  const args = ['--no-node-snapshot', path.join(root, 'bin/svc.js'), '--exit', '--port', '0', ...(outputFormat === 'json' ? ['-o', 'json'] : []), '-c', commands];
  const r = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, timeout: 30000 });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

function jsonLines(stdout: string): { stream: string; value?: unknown; message?: string; id?: string }[] {
  return stdout.split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l));
}

const ENDPOINTS = `
New-SvcEndpoint -Url /error -Endpoint { Write-Error "Whoa!" }
New-SvcEndpoint -Url /error2 -ErrorAction Stop -Endpoint {
    Write-Error "Whoa!"
}
New-SvcEndpoint -Url /throw -Endpoint { throw "Bad things happened" }
New-SvcEndpoint -Url /echo -Method Post -Endpoint { $Body }
New-SvcEndpoint -Url /raw -Method Post -Endpoint { "$($Headers['Content-Type'])|$($Data.Count)|$Body" }
New-SvcEndpoint -Url /user/:name -Endpoint {
    if ($Name -eq 'Adam') { [PSCustomObject]@{ Name = $Name } } else { New-SvcApiResponse -StatusCode 404 -Body "Not here" }
}
`;

describe('request bodies as the svc server receives them', () => {
  // WebRequestPSCmdlet.Common.cs: a dictionary body is form-encoded whatever -ContentType says, in both editions;
  // the endpoint reports the Content-Type header, the byte count of $Data and the body text it received.
  it('form-encodes a hashtable body under both editions, and sends JSON only when converted', () => {
    const r = svc(ENDPOINTS + `
foreach ($edition in 'Core', 'Desktop') {
  Set-SvcSetting -ClientEdition $edition
  Invoke-RestMethod /raw -Method Post -ContentType 'application/json' -Body @{ name = 'Ann Lee' }
  Invoke-RestMethod /raw -Method Post -Body @{ name = 'Ann' }
  Invoke-RestMethod /raw -Method Post -Body (@{ name = 'Ann' } | ConvertTo-Json -Compress) -ContentType application/json
}
`, 'json');
    const values = jsonLines(r.stdout).filter((l) => l.stream === 'output').map((l) => l.value);
    const once = ['application/json|12|name=Ann+Lee', 'application/x-www-form-urlencoded|8|name=Ann', 'application/json|14|{"name":"Ann"}'];
    expect(values).toEqual([...once, ...once]);
  });
});

const STACK_BODY = 'Whoa!\nat <ScriptBlock>, <No file>: line 2\nat <ScriptBlock>, <No file>: line 1';

describe('Invoke-RestMethod against svc endpoints', () => {
  it('reads success, the blank 200, and each error in both editions', () => {
    const r = svc(ENDPOINTS + `
(Invoke-RestMethod /user/Adam).Name
Invoke-RestMethod /raw -Method Post -ContentType 'application/json' -Body @{ name = 'Ann' }
(Invoke-WebRequest /user/Adam).Content
Invoke-RestMethod /error -StatusCodeVariable code; $code
try { Invoke-RestMethod /user/Bob } catch { $_.ErrorDetails.Message; $_.Exception.Response.StatusCode.value__; "$($_.Exception.Response.StatusCode)" }
try { Invoke-RestMethod /error2 } catch { $_.ErrorDetails.Message; $_.Exception.Message }
try { Invoke-RestMethod /throw } catch { $_.ErrorDetails.Message }
Set-SvcSetting -ClientEdition Desktop
try { Invoke-RestMethod /error2 } catch {
  $_.Exception.Message
  $null -eq $_.ErrorDetails
  [System.IO.StreamReader]::new($_.Exception.Response.GetResponseStream()).ReadToEnd()
  $_.Exception.Response.StatusCode.value__
}
Set-SvcSetting -ClientEdition Core
Invoke-RestMethod /user/Bob
`, 'json');
    const lines = jsonLines(r.stdout);
    // The uncaught call at the end: -o json carries the error text and its id.
    expect(lines.filter((l) => l.stream !== 'output')).toEqual([
      { stream: 'error', message: 'Not here', id: 'WebCmdletWebResponseException,Microsoft.PowerShell.Commands.InvokeRestMethodCommand', terminating: false },
    ]);
    const values = lines.filter((l) => l.stream === 'output').map((l) => l.value);
    expect(values).toEqual([
      'Adam',
      'application/json|8|name=Ann',
      '{"Name":"Adam"}',
      200,
      'Not here', 404, 'NotFound',
      STACK_BODY, 'Response status code does not indicate success: 500 (Internal Server Error).',
      'Bad things happened',
      'The remote server returned an error: (500) Internal Server Error.', true, STACK_BODY, 500,
    ]);
    // The last statement failed ($? is $false): -c exits 1, as pwsh -Command does (docs/shell.md).
    expect(r.status).toBe(1);
  });

  it('shows an uncaught error as each PowerShell does, and goes on', () => {
    const r = svc(ENDPOINTS + `
Invoke-RestMethod /user/Bob
Set-SvcSetting -ClientEdition Desktop
Invoke-RestMethod /user/Bob
'done'
`, 'text');
    // PowerShell 7's concise view: `Invoke-RestMethod: <text>` at the prompt; from a script, the line is shown
    // between the command name and the text.
    expect(r.stderr).toMatch(/Invoke-RestMethod:[^]*?Not here/);
    // Windows PowerShell 5.1's classic view (5.1's about_Preference_Variables transcripts): `Cmd : message`, the
    // position, the `+` marker lines, CategoryInfo and FullyQualifiedErrorId.
    expect(r.stderr).toContain([
      'Invoke-RestMethod : The remote server returned an error: (404) Not Found.',
      'At line:15 char:1',
      '+ Invoke-RestMethod /user/Bob',
      '+ ~~~~~~~~~~~~~~~~~~~~~~~~~~~',
      '    + CategoryInfo          : InvalidOperation: (System.Net.HttpWebRequest:HttpWebRequest) [Invoke-RestMethod], WebException',
      '    + FullyQualifiedErrorId : WebCmdletWebResponseException,Microsoft.PowerShell.Commands.InvokeRestMethodCommand',
      '',
    ].join('\n'));
    expect(r.stdout).toContain('done');
  });
});
