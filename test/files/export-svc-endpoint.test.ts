// Export-SvcEndpoint (docs/files.md), through the real launcher: one svc defines varied endpoints and settings and
// exports them; a fresh svc runs the exported file; both then show the same Get-SvcEndpoint and Get-SvcSetting and
// give the same HTTP answers. The write is atomic: a folder that cannot be written, or a rename that fails, leaves
// the existing file as it was and no temporary file behind.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync, spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SVC, finished, tempDir, waitFor } from '../shell/helpers.js';

const dir = tempDir();
const isRoot = process.getuid?.() === 0;

/** Prints what a fresh svc must reproduce, as JSON lines (the Port is where each svc listens, so it is left out). */
const DUMP = [
  "'--- endpoints'",
  'Get-SvcEndpoint | ConvertTo-Json -Depth 4 -Compress',
  "'--- settings'",
  'Get-SvcSetting | Select-Object * -ExcludeProperty Pool, Port | ConvertTo-Json -Compress',
  "'--- end'",
].join('\n');

interface Served { child: ChildProcessWithoutNullStreams; base: string; dump: string }

async function serve(args: string[]): Promise<Served> {
  const child = spawn(process.execPath, [SVC, '--port', '0', ...args], {
    cwd: dir, env: { ...process.env, NO_COLOR: '1', XDG_CONFIG_HOME: tempDir(), SVC_HISTORY: join(tempDir(), 'history') },
  });
  child.stdin.end();
  let stderr = '';
  child.stderr.on('data', (d) => { stderr += d; });
  const out = waitFor(child.stdout, /--- end\n/);
  const base = /Listening on (http:\S+)/.exec(await waitFor(child.stderr, /Listening on http:\S+\n/))![1];
  const dump = await Promise.race([out, new Promise<string>((_, fail) => setTimeout(() => fail(new Error(`no dump; stderr:\n${stderr}`)), 20000))]);
  return { child, base, dump: dump.slice(dump.indexOf('--- endpoints')) };
}

let first: Served;
let second: Served;

beforeAll(async () => {
  mkdirSync(join(dir, 'endpoints'));
  mkdirSync(join(dir, 'sub'));
  writeFileSync(join(dir, 'endpoints', 'user.ps1'), 'param($Name)\nif ($Name -ne "Adam") { throw "No user named $Name" }\n[PSCustomObject]@{ Name = $Name }\n');
  writeFileSync(join(dir, 'sub', 'item.ps1'), '"item from sub"\n');
  // -Path relative to sub/: from the exported file's folder it names nothing, so the export writes it absolute.
  writeFileSync(join(dir, 'sub', 'more.svc'), "New-SvcEndpoint /item -Path item.ps1 -Tag sub\n");
  writeFileSync(join(dir, 'defs.svc'), [
    'Set-SvcSetting -DefaultErrorAction Stop -JsonDepth 2 -ApiTimeout 7 -LogLevel Warning -ClientEdition Desktop -RequestLogSize 50 -ConsolePrefix /_admin -MaxRequestFields 40',
    "Set-SvcSetting -OutboundAllow 127.0.0.0/8, 'api.example.com:443' -OutboundDeny @()",
    '. $PSScriptRoot/sub/more.svc',
    `New-SvcEndpoint /hello { "hello, it's me" }`,
    `New-SvcEndpoint /user/:name -Path endpoints/user.ps1 -Description "one file per endpoint" -Tag users, "it's"`,
    'New-SvcEndpoint /items -Method Post, Put -Timeout 5 -ErrorAction Continue -Endpoint {',
    '    param($Count)',
    '    # verbatim, comments and all',
    '    Write-Error "not fatal here"',
    '    "count=$Count n=$(($Body | ConvertFrom-Json).n)"',
    '}',
    'New-SvcEndpoint /deep { @{ a = @{ b = @{ c = @{ d = 1 } } } } }',
    `New-SvcEndpoint /made ([scriptblock]::Create('"made at run time"'))`,
    'New-SvcEndpoint /fail -ErrorAction SilentlyContinue { Write-Error "quiet"; "still 200" }',
  ].join('\n'));
  first = await serve(['-c', `. ./defs.svc\nNew-SvcEndpoint /typed -Method Delete { 'typed at the prompt' }\nExport-SvcEndpoint -Path exported.svc\n${DUMP}`]);
  second = await serve(['-c', `. ./exported.svc\n${DUMP}`]);
}, 60000);

afterAll(async () => {
  for (const s of [first, second]) {
    if (!s) continue;
    s.child.kill('SIGTERM');
    await finished(s.child);
  }
});

async function answer(base: string, method: string, path: string, body?: string): Promise<string> {
  const r = await fetch(base + path, { method, body, headers: body ? { 'content-type': 'application/json' } : {} });
  return `${r.status} ${await r.text()}`;
}

describe('Export-SvcEndpoint round trip', () => {
  it('writes only what differs from the defaults, script blocks verbatim, -Path endpoints as -Path', () => {
    const text = readFileSync(join(dir, 'exported.svc'), 'utf8');
    expect(text).toContain("Set-SvcSetting -DefaultErrorAction Stop -ApiTimeout 7 -JsonDepth 2 -MaxRequestFields 40 -LogLevel Warning -ClientEdition Desktop -RequestLogSize 50 -ConsolePrefix '/_admin' -OutboundAllow '127.0.0.0/8','api.example.com:443' -OutboundDeny @()\n");
    expect(text).toContain("New-SvcEndpoint -Url '/hello' -Endpoint { \"hello, it's me\" }\n");
    expect(text).toContain("New-SvcEndpoint -Url '/user/:name' -Description 'one file per endpoint' -Tag 'users','it''s' -Path 'endpoints/user.ps1'\n");
    expect(text).toContain(`New-SvcEndpoint -Url '/item' -Tag 'sub' -Path '${join(dir, 'sub', 'item.ps1')}'\n`);
    expect(text).toContain("-Method Post,Put -ErrorAction Continue -Timeout 5 -Endpoint {\n    param($Count)\n    # verbatim, comments and all\n");
    expect(text).toContain("New-SvcEndpoint -Url '/made' -Endpoint ([scriptblock]::Create('\"made at run time\"'))\n");
    expect(text).toContain("New-SvcEndpoint -Url '/typed' -Method Delete -Endpoint { 'typed at the prompt' }\n");
    expect(text).not.toMatch(/-Port|-ListenAddress|-Watch/);
  });

  it('a fresh svc running the file shows the same endpoints and settings', () => {
    expect(second.dump).toContain('"Url":"/typed"');
    expect(second.dump).toBe(first.dump);
  });

  it('and answers every request the same', async () => {
    const requests: [string, string, string?][] = [
      ['GET', '/hello'], ['GET', '/user/Adam'], ['GET', '/user/Eve'], ['POST', '/items?Count=2', '{"n":1}'], ['PUT', '/items', '{"n":3}'],
      ['GET', '/items'], ['GET', '/deep'], ['GET', '/made'], ['GET', '/fail'], ['GET', '/item'], ['DELETE', '/typed'], ['GET', '/_svc/openapi.json'],
    ];
    const a: string[] = [];
    const b: string[] = [];
    for (const [method, path, body] of requests) {
      a.push(`${method} ${path}: ${await answer(first.base, method, path, body)}`);
      b.push(`${method} ${path}: ${await answer(second.base, method, path, body)}`);
    }
    expect(b).toEqual(a);
    expect(a).toContain('GET /user/Eve: 500 No user named Eve\nat <ScriptBlock>, endpoints/user.ps1: line 2\nat <ScriptBlock>, <No file>: line 1');
    expect(a).toContain('GET /fail: 200 still 200');
    expect(a).toContain('POST /items?Count=2: 200 count=2 n=1');
  });
});

describe('Export-SvcEndpoint writes atomically', () => {
  it('without -Path it writes the text to the output stream; a folder it cannot write or a failed rename leaves the old file and no temporary file', async () => {
    const locked = join(dir, 'locked');
    mkdirSync(locked);
    writeFileSync(join(locked, 'defs.svc'), 'the old text\n');
    mkdirSync(join(dir, 'adir'));
    writeFileSync(join(dir, 'adir', 'keep'), 'x');
    // Root writes through permission bits, so the folder is made immutable instead.
    if (isRoot) execFileSync('chattr', ['+i', locked]); else chmodSync(locked, 0o555);
    try {
      const child = spawn(process.execPath, [SVC, '--port', '0', '--exit', '-c', [
        'New-SvcEndpoint /a { 1 }',
        'Export-SvcEndpoint -Path locked/defs.svc',
        'Export-SvcEndpoint -Path adir',
        'Export-SvcEndpoint -Url /a',
      ].join('\n')], { cwd: dir, env: { ...process.env, NO_COLOR: '1', XDG_CONFIG_HOME: tempDir() } });
      child.stdin.end();
      const r = await finished(child);
      expect(r.stdout).toBe("# svc definitions, written by Export-SvcEndpoint (docs/files.md).\nNew-SvcEndpoint -Url '/a' -Endpoint { 1 }\n\n");
      expect(r.stderr).toContain(`| Cannot export to '${join(locked, 'defs.svc')}': Access to the path is denied`);
      expect(r.stderr).toContain(`| Cannot export to '${join(dir, 'adir')}': The target is a directory`);
    } finally {
      if (isRoot) execFileSync('chattr', ['-i', locked]); else chmodSync(locked, 0o755);
    }
    expect(readFileSync(join(locked, 'defs.svc'), 'utf8')).toBe('the old text\n');
    expect(readdirSync(locked)).toEqual(['defs.svc']);
    expect(readdirSync(join(dir, 'adir'))).toEqual(['keep']);
    expect(readdirSync(dir).filter((n) => n.endsWith('.tmp'))).toEqual([]);
  }, 30000);
});
