// Code that endpoints share (docs/files.md): helper files an endpoint loads with `. ./x.svc` or Import-Module are read
// by the shell when the endpoint is defined and shipped with it; the calls run in real isolates behind the real
// listener. Calls to commands no endpoint can see, `$using:` and GetNewClosure() are warned about when defined.
import { describe, expect, it } from 'vitest';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { SVC, finished, startSvc, tempDir, waitFor } from './helpers.js';

function run(args: string[], cwd: string) {
  const child = spawn(process.execPath, [SVC, '--exit', ...args], { cwd, env: { ...process.env, NO_COLOR: '1', SVC_PORT: '0', XDG_CONFIG_HOME: tempDir() } });
  child.stdin.end();
  return finished(child);
}

function project(files: Record<string, string>): string {
  const dir = tempDir();
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

const HELPERS_PSM1 = [
  '$script:prefix = "key-"',
  'function Test-Key($Key) { $Key -eq "$($script:prefix)42" }',
  'function Assert-Key($Key) { if (-not (Test-Key $Key)) { New-SvcApiResponse -StatusCode 401 -Body "bad key" } }',
  'Export-ModuleMember -Function Assert-Key',
].join('\n');

describe('code that endpoints share', () => {
  it('Import-Module and dot-sourcing in an endpoint load files beside the defining file, nested loads too', async () => {
    const dir = project({
      'api/lib/helpers.psm1': HELPERS_PSM1,
      'api/lib/format.svc': '. ./lib/inner.svc\nfunction Format-Name($n) { "<$(Get-Upper $n)>" }',
      'api/lib/inner.svc': 'function Get-Upper($s) { $s.ToUpper() }',
      'api/main.svc': [
        'New-SvcEndpoint /secret { Import-Module ./lib/helpers.psm1; Assert-Key $Query.key; "the secret" }',
        'New-SvcEndpoint /name/:n { . ./lib/format.svc; Format-Name $N }',
        'New-SvcEndpoint /private -ErrorAction Stop { Import-Module ./lib/helpers.psm1; Test-Key "key-42" }',
        'try { Invoke-RestMethod "/secret?key=nope" } catch { $_.ErrorDetails.Message }',
        'Invoke-RestMethod "/secret?key=key-42"',
        'Invoke-RestMethod /name/ada',
        'try { Invoke-RestMethod /private } catch { $_.ErrorDetails.Message }',
      ].join('\n'),
    });
    writeFileSync(join(dir, 'api/lib/format.svc'), '. ./inner.svc\nfunction Format-Name($n) { "<$(Get-Upper $n)>" }');
    // Run from another folder: the paths are the defining file's, not the current location's.
    const r = await run([join(dir, 'api', 'main.svc')], tempDir());
    const lines = r.stdout.split('\n');
    expect(lines.slice(0, 3)).toEqual(['bad key', 'the secret', '<ADA>']);
    // Test-Key is the module's own: Export-ModuleMember kept it private.
    expect(lines[3]).toMatch(/The term 'Test-Key' is not recognized/);
    expect(r.stderr).not.toContain('WARNING');
  });

  it('warns at definition about a function typed at the prompt, naming it and the way to share it', async () => {
    const dir = tempDir();
    const r = await run(['-c', [
      'function Assert-Key { throw "no key" }',
      'New-SvcEndpoint /guarded { Assert-Key; "ok" }',
      'Invoke-RestMethod /guarded',
    ].join('\n')], dir);
    expect(r.stderr).toContain("WARNING: The endpoint calls 'Assert-Key' (line 2), a function of this shell session, which endpoint scripts cannot see: each call runs in a fresh session of its own. To share it, put it in a file and load that file at the top of the endpoint script, with `. ./helpers.svc` or `Import-Module ./helpers.psm1`");
    expect(r.stdout).toBe('ok\n');
  });

  it('a helper loaded by the endpoint silences the warning; builtin commands and the script\'s own functions never warn', async () => {
    const dir = project({ 'helpers.svc': 'function Assert-Key { "checked" }' });
    const r = await run(['-c', [
      'function Assert-Key { "prompt" }',
      'New-SvcEndpoint /a { . ./helpers.svc; Assert-Key; function Own { 1 }; Own; Get-Date | Out-Null; gci -ErrorAction SilentlyContinue }',
      'Invoke-RestMethod /a',
    ].join('\n')], dir);
    expect(r.stderr).not.toContain("calls 'Assert-Key'");
    expect(r.stderr).not.toContain("calls 'Own'");
    expect(r.stderr).toContain("calls 'Get-ChildItem' (line 2), which runs only in the shell");
  });

  it('$using: warns at definition and fails the call with UsingWithoutInvokeCommand, saying what to do', async () => {
    const r = await run(['-c', [
      '$seed = 7',
      'New-SvcEndpoint /seed -ErrorAction Stop { $using:seed }',
      'try { Invoke-RestMethod /seed } catch { $_.ErrorDetails.Message }',
    ].join('\n')], tempDir());
    expect(r.stderr).toContain('WARNING: The endpoint script reads $using:seed: an endpoint runs in a session of its own for each call');
    expect(r.stdout).toContain('A Using variable cannot be retrieved.');
    expect(r.stdout).toContain('In an endpoint script $using:seed has nothing to copy: each call runs in a session of its own.');
  });

  it('a GetNewClosure() block warns that its captured variables do not travel', async () => {
    const r = await run(['-c', [
      '$seed = 7',
      'New-SvcEndpoint /closure { "seed=$seed" }.GetNewClosure()',
      'Invoke-RestMethod /closure',
    ].join('\n')], tempDir());
    expect(r.stderr).toContain("WARNING: The endpoint's script block was made by GetNewClosure(): an endpoint runs only the block's text, in a session of its own for each call, so the variables the closure captured ($seed) are not there");
    expect(r.stdout).toBe('seed=\n');
  });

  it('a missing helper or one with a syntax error defines nothing, naming the file; a computed path warns', async () => {
    const dir = project({ 'broken.svc': 'function F { \n' });
    const r = await run(['-c', [
      'New-SvcEndpoint /m { . ./missing.svc; 1 }',
      'New-SvcEndpoint /b { Import-Module ./broken.svc; 1 }',
      '$p = "./x.svc"; New-SvcEndpoint /c { Import-Module $p; 1 }',
      '(Get-SvcEndpoint).Url -join ","',
    ].join('\n')], dir);
    expect(r.stderr).toContain(`Cannot find path '${join(dir, 'missing.svc')}' because it does not exist (the endpoint loads './missing.svc').`);
    expect(r.stderr).toContain("'./broken.svc', which the endpoint loads, has a syntax error. At ./broken.svc:");
    expect(r.stderr).toContain('imports a module whose path is not a constant (line 3)');
    expect(r.stdout).toBe('/c\n');
  });

  it('--watch reloads the endpoints when a file they load changes', async () => {
    const dir = project({ 'lib/helpers.psm1': 'function Get-Version { "v1" }', 'main.svc': 'New-SvcEndpoint /v { Import-Module ./lib/helpers.psm1; Get-Version }' });
    const child = startSvc(['--watch', join(dir, 'main.svc')]);
    let stderr = '';
    child.stderr.on('data', (d) => { stderr += d; });
    try {
      const base = /Listening on (http:\S+)/.exec(await waitFor(child.stderr, /Listening on (http:\S+)/))![1];
      const get = async () => (await fetch(base + '/v')).text();
      expect(await get()).toBe('v1');
      writeFileSync(join(dir, 'lib/helpers.psm1.tmp'), 'function Get-Version { "v2" }');
      renameSync(join(dir, 'lib/helpers.psm1.tmp'), join(dir, 'lib/helpers.psm1'));
      const end = Date.now() + 10000;
      let last = '';
      while (Date.now() < end && (last = await get()) !== 'v2') await new Promise((r) => setTimeout(r, 50));
      expect(last, stderr).toBe('v2');
      expect(stderr).toMatch(/svc: reloaded\n~ \/v\n/);
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.on('close', r));
    }
  });
});
