// New-SvcEndpoint -Path FILE (docs/files.md; PowerShell Universal's one-file-per-endpoint form), through the real
// launcher: the path is relative to the defining file's folder (or the current location at the prompt), errors of the
// file's script name the file and its line in the HTTP body and in the request log, and Get-SvcEndpoint shows it.
import { describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { SVC, finished, tempDir } from './helpers.js';

const USER_PS1 = [
  'param($Name)',
  'function Find-User($n) {',
  '  if ($n -ne "Adam") { throw "No user named $n" }',
  '  [PSCustomObject]@{ Name = $n }',
  '}',
  'Find-User $Name',
].join('\n');

function project(): string {
  const dir = tempDir();
  mkdirSync(join(dir, 'api', 'endpoints'), { recursive: true });
  writeFileSync(join(dir, 'api', 'endpoints', 'user.ps1'), USER_PS1);
  writeFileSync(join(dir, 'api', 'endpoints', 'broken.ps1'), '"ok"\n$x = 1 2\n');
  return dir;
}

function run(args: string[], cwd: string) {
  const child = spawn(process.execPath, [SVC, '--exit', ...args], { cwd, env: { ...process.env, NO_COLOR: '1', SVC_PORT: '0', XDG_CONFIG_HOME: tempDir() } });
  child.stdin.end();
  return finished(child);
}

describe('New-SvcEndpoint -Path', () => {
  it('reads the script from a file beside the defining file; its stack traces and log lines name the file and line', async () => {
    const dir = project();
    writeFileSync(join(dir, 'api', 'main.svc'), [
      'New-SvcEndpoint -Url /user/:name -Path endpoints/user.ps1 -ErrorAction Stop',
      '(Invoke-RestMethod /user/Adam).Name',
      'try { Invoke-RestMethod /user/Eve } catch { $_.ErrorDetails.Message }',
      '(Get-SvcEndpoint -Url /user/:name).Path',
    ].join('\n'));
    // Run from another folder: the path is the defining file's, not the current location's.
    const r = await run([join(dir, 'api', 'main.svc')], tempDir());
    expect(r.stdout).toBe([
      'Adam',
      'No user named Eve',
      'at Find-User, endpoints/user.ps1: line 3',
      'at <ScriptBlock>, endpoints/user.ps1: line 6',
      'at <ScriptBlock>, <No file>: line 1',
      join(dir, 'api', 'endpoints', 'user.ps1'),
      '',
    ].join('\n'));
    expect(r.stderr).toMatch(/GET \/user\/Eve -> 500 .*\n\s+error: No user named Eve \(At endpoints\/user\.ps1:3 char:\d+\)/);
  });

  it('at the prompt (or -c) the path is relative to the current location; a missing or broken file defines nothing', async () => {
    const dir = project();
    const r = await run(['-c', [
      'New-SvcEndpoint /u -Path api/endpoints/user.ps1',
      'Invoke-RestMethod /u?Name=Adam | % Name',
      'New-SvcEndpoint /missing -Path api/nope.ps1',
      'New-SvcEndpoint /broken -Path api/endpoints/broken.ps1',
      '(Get-SvcEndpoint).Url -join ","',
    ].join('\n')], dir);
    expect(r.stdout).toBe('Adam\n/u\n');
    expect(r.stderr).toContain(`| Cannot find path '${join(dir, 'api', 'nope.ps1')}' because it does not exist.`);
    expect(r.stderr).toContain("| The endpoint script has a syntax error. At api/endpoints/broken.ps1:2 char:8: Unexpected token '2'");
  });
});

describe('New-SvcEndpoint -Path: the file decoded by its byte-order mark', () => {
  it('serves a .ps1 saved as UTF-16 LE with a mark, as Windows PowerShell 5.1 Out-File writes it', async () => {
    const dir = tempDir();
    const script = 'param($Name)\n"héllo $Name"\n';
    writeFileSync(join(dir, 'wide.ps1'), Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(script, 'utf16le')]));
    writeFileSync(join(dir, 'main.svc'), "New-SvcEndpoint -Url /wide/:name -Path wide.ps1 -ErrorAction Stop\nInvoke-RestMethod /wide/Ann\n");
    const r = await run([join(dir, 'main.svc')], dir);
    expect(r.stdout).toBe('héllo Ann\n');
    expect(r.stderr).toMatch(/GET \/wide\/Ann -> 200/);
  });
});
