// Reload on change (docs/files.md), through the real launcher: `svc --watch defs.svc` serves, the test edits the
// files, and the endpoints change without a restart: added, changed and removed, the untouched left alone, a syntax
// error or a throwing run keeping the old set, a request in flight finishing on the old script, dot-sourced and
// -Path files watched too. One svc process serves the whole file.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { startSvc, tempDir, waitFor } from './helpers.js';

const dir = tempDir();
const defs = join(dir, 'defs.svc');
let child: ChildProcessWithoutNullStreams;
let base = '';
let stderr = '';

/** Writes a file as editors do: a new file renamed over the old one. */
function save(path: string, text: string): void {
  writeFileSync(path + '.tmp', text);
  renameSync(path + '.tmp', path);
}

async function get(path: string): Promise<string> {
  const r = await fetch(base + path);
  return `${r.status} ${await r.text()}`;
}

/** Polls until `path` answers `expected` (a reload takes a moment after the save). */
async function until(path: string, expected: string): Promise<void> {
  const end = Date.now() + 10000;
  let last = '';
  while (Date.now() < end) {
    last = await get(path);
    if (last === expected) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${path} answered '${last}', not '${expected}'; stderr:\n${stderr}`);
}

async function reloadLine(pattern: RegExp): Promise<void> {
  const end = Date.now() + 10000;
  while (!pattern.test(stderr)) {
    if (Date.now() > end) throw new Error(`no ${pattern} in:\n${stderr}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

beforeAll(async () => {
  mkdirSync(join(dir, 'endpoints'));
  save(join(dir, 'lib.svc'), 'function Get-Greeting { "hello" }\n$version = 1\n');
  save(join(dir, 'endpoints', 'item.ps1'), '"item v1"\n');
  save(defs, [
    '. $PSScriptRoot/lib.svc',
    'New-SvcEndpoint /a { "a1" }',
    'New-SvcEndpoint /b { "b1" }',
    'New-SvcEndpoint /c { "c1" }',
    'New-SvcEndpoint /slow { Start-Sleep -Milliseconds 1500; "old script" }',
    'New-SvcEndpoint /item -Path endpoints/item.ps1',
    'New-SvcEndpoint /greeting ([scriptblock]::Create("`"$(Get-Greeting) v$version`""))',
  ].join('\n'));
  child = startSvc(['--watch', defs]);
  child.stderr.on('data', (d) => { stderr += d; });
  const seen = await waitFor(child.stderr, /Listening on (http:\S+)/);
  base = /Listening on (http:\S+)/.exec(seen)![1];
  await until('/greeting', '200 hello v1');
});

afterAll(async () => {
  child.kill('SIGTERM');
  await new Promise((r) => child.on('close', r));
});

describe('svc --watch', () => {
  it('adds, changes and removes endpoints, leaves the others alone, and logs + ~ -', async () => {
    const before = stderr.length;
    save(defs, [
      '. $PSScriptRoot/lib.svc',
      'New-SvcEndpoint /b { "b2" }',
      'New-SvcEndpoint /c { "c1" }',
      'New-SvcEndpoint /d { "d1" }',
      'New-SvcEndpoint /slow { Start-Sleep -Milliseconds 1500; "old script" }',
      'New-SvcEndpoint /item -Path endpoints/item.ps1',
      'New-SvcEndpoint /greeting ([scriptblock]::Create("`"$(Get-Greeting) v$version`""))',
    ].join('\n'));
    await until('/d', '200 d1');
    expect(await get('/b')).toBe('200 b2');
    expect(await get('/c')).toBe('200 c1');
    expect((await get('/a')).startsWith('404')).toBe(true);
    await reloadLine(/- \/a/);
    const log = stderr.slice(before);
    expect(log).toMatch(/svc: reloaded\n(.*\n)*~ \/b\n/);
    expect(log).toMatch(/\+ \/d\n/);
    expect(log).not.toMatch(/[~+-] \/c\n/);
  });

  it('a syntax error, or a run that throws, keeps the old set serving and says where', async () => {
    const good = [
      '. $PSScriptRoot/lib.svc',
      'New-SvcEndpoint /b { "b2" }',
      'New-SvcEndpoint /slow { Start-Sleep -Milliseconds 1500; "old script" }',
      'New-SvcEndpoint /item -Path endpoints/item.ps1',
      'New-SvcEndpoint /greeting ([scriptblock]::Create("`"$(Get-Greeting) v$version`""))',
    ];
    let before = stderr.length;
    save(defs, [...good, 'New-SvcEndpoint /e { "e1" '].join('\n'));
    await reloadLine(/reload failed at .*defs\.svc:6:\d+; the previous endpoints are still served/);
    expect(stderr.slice(before)).toMatch(/ParserError: .*defs\.svc:6/);
    expect(await get('/d')).toBe('200 d1');
    before = stderr.length;
    save(defs, [...good, 'throw "not now"'].join('\n'));
    await new Promise((r) => setTimeout(r, 100));
    await reloadLine(/reload failed at .*defs\.svc:6:1;/);
    expect(stderr.slice(before)).toMatch(/not now/);
    expect(await get('/d')).toBe('200 d1');
  });

  it('a request in flight finishes on the old script; the next one gets the new', async () => {
    const inFlight = get('/slow');
    await new Promise((r) => setTimeout(r, 300));
    save(defs, [
      '. $PSScriptRoot/lib.svc',
      'New-SvcEndpoint /slow { "new script" }',
      'New-SvcEndpoint /item -Path endpoints/item.ps1',
      'New-SvcEndpoint /greeting ([scriptblock]::Create("`"$(Get-Greeting) v$version`""))',
    ].join('\n'));
    await until('/slow', '200 new script');
    expect(await inFlight).toBe('200 old script');
  });

  it('watches the dot-sourced files and the -Path files too', async () => {
    save(join(dir, 'lib.svc'), 'function Get-Greeting { "hi" }\n$version = 2\n');
    await until('/greeting', '200 hi v2');
    save(join(dir, 'endpoints', 'item.ps1'), '"item v2"\n');
    await until('/item', '200 item v2');
  });
});
