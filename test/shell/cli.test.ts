import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import os from 'node:os';
import { SVC, finished, scriptFile, startSvc, svc, waitFor } from './helpers.js';

describe('svc -c and files (docs/contract.md 2)', () => {
  it('svc -c "1 + 1" prints 2 and exits 0', async () => {
    const r = await svc(['-c', '1 + 1']);
    expect(r).toMatchObject({ code: 0, stdout: '2\n', stderr: '' });
  });

  it('runs a file with $args', async () => {
    const file = scriptFile('"first: $($args[0])"\n$args.Count\n');
    const r = await svc([file, 'a b', 'c']);
    expect(r).toMatchObject({ code: 0, stdout: 'first: a b\n2\n' });
  });

  it('exit codes: exit N, uncaught throw, parse error, usage error', async () => {
    expect((await svc(['-c', 'exit 7'])).code).toBe(7);
    const thrown = await svc(['-c', 'throw "Bad things happened"']);
    expect(thrown.code).toBe(1);
    expect(thrown.stderr).toBe('Exception: Bad things happened\n');
    const usage = await svc(['--bogus']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/unknown option '--bogus'/);
    expect((await svc(['no-such-file.svc'])).code).toBe(2);
  });

  it('a non-terminating error goes to stderr and does not fail the script', async () => {
    const r = await svc(['-c', 'Write-Error "Whoa!"; "after"']);
    expect(r).toMatchObject({ code: 0, stdout: 'after\n', stderr: 'Write-Error: Whoa!\n' });
  });

  it('a parse error in a file shows the file, line, the line and a marker, and exits 1', async () => {
    const file = scriptFile('"ok"\n$x = 1 2\n');
    const r = await svc([file]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe([`ParserError: ${file}:2`, 'Line |', '   2 |  $x = 1 2', '     |         ~', "     | Unexpected token '2' in expression or statement.", ''].join('\n'));
  });

  it('a runtime error in a file shows FILE:LINE and the ~~~~ marker', async () => {
    const file = scriptFile('"one"\nWrite-Error "Whoa!"\n');
    const r = await svc([file]);
    expect(r.stderr).toBe([`Write-Error: ${file}:2`, 'Line |', '   2 |  Write-Error "Whoa!"', '     |  ~~~~~~~~~~~~~~~~~~~', '     | Whoa!', ''].join('\n'));
  });

  it('--help and --version', async () => {
    const help = await svc(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/^Usage: svc/);
    expect((await svc(['--version'])).stdout).toMatch(/^svc \d+\.\d+\.\d+\n$/);
  });
});

describe('-o json (docs/contract.md 2)', () => {
  it('writes one compact JSON line per record, in order', async () => {
    const r = await svc(['-o', 'json', '-c', '1; "two"; @{a=1} | Write-Output; Write-Warning "careful"; Write-Error "Whoa!"; Write-Output -NoEnumerate @(1,2); throw "boom"']);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('');
    expect(r.stdout.trim().split('\n').map((l) => JSON.parse(l))).toEqual([
      { stream: 'output', value: 1 },
      { stream: 'output', value: 'two' },
      { stream: 'output', value: { a: 1 } },
      { stream: 'warning', message: 'careful' },
      { stream: 'error', message: 'Whoa!', id: 'Microsoft.PowerShell.Commands.WriteErrorException', terminating: false },
      { stream: 'output', value: [1, 2] },
      { stream: 'error', message: 'boom', id: 'boom', terminating: true },
    ]);
  });
});

describe('serving (docs/contract.md 2)', () => {
  it('a script that defines no endpoint never listens', async () => {
    const r = await svc(['-c', '"no endpoints"']);
    expect(r.stderr).not.toMatch(/Listening/);
  });

  it('listens once the first endpoint is defined, before the next command, and --exit exits', async () => {
    const r = await svc(['--exit', '-c', 'New-SvcEndpoint -Url /a -Endpoint { "A" }; New-SvcEndpoint -Url /b -Endpoint { "B" }; Invoke-RestMethod /a']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('A\n');
    expect(r.stderr.match(/Listening on http:\/\/127\.0\.0\.1:\d+\n/g)).toHaveLength(1);
  });

  it('a file that defines an endpoint keeps serving until SIGTERM, then exits cleanly', async () => {
    const file = scriptFile('New-SvcEndpoint -Url /user/:name -Endpoint { @{ Name = $Name } }\n"defined"\n');
    const child = startSvc([file]);
    const done = finished(child);
    const defined = waitFor(child.stdout, /defined\n/);
    const listening = await waitFor(child.stderr, /Listening on (http:\/\/\S+)\n/);
    await defined;
    const base = /Listening on (http:\/\/\S+)/.exec(listening)![1];
    const res = await fetch(`${base}/user/ann`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ Name: 'ann' });
    child.kill('SIGTERM');
    const r = await done;
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('defined\n');
  });
});

describe('more of the command line', () => {
  it('svc -i FILE runs the file, then reads commands at the prompt with its state', async () => {
    const file = scriptFile('$greeting = "hello"\n');
    const r = await svc(['-i', file], {}, '"$greeting world"\nWrite-Error typed\nexit 3\n');
    expect(r.code).toBe(3);
    expect(r.stdout).toContain('hello world');
    // An error typed at the prompt takes the prompt's short form, not the file's `FILE:1` and Line block.
    expect(r.stderr).toContain('Write-Error: typed\n');
    expect(r.stderr).not.toContain(file);
  });

  it('colours errors red when asked (FORCE_COLOR), never with NO_COLOR', async () => {
    const red = await svc(['-c', 'Write-Error "Whoa!"'], { NO_COLOR: '', FORCE_COLOR: '1' });
    expect(red.stderr).toBe('\u001b[31;1mWrite-Error: Whoa!\u001b[0m\n');
    const plain = await svc(['-c', 'Write-Error "Whoa!"'], { NO_COLOR: '1', FORCE_COLOR: '1' });
    expect(plain.stderr).toBe('Write-Error: Whoa!\n');
    // NO_COLOR wins: the launcher drops FORCE_COLOR before Node's colour helpers load (node:assert, node:http's
    // asserts), which would warn on stderr that NO_COLOR is ignored, whenever they load.
    const both = await svc(['-c', '"[$env:FORCE_COLOR]"'], { NO_COLOR: '1', FORCE_COLOR: '1' });
    expect(both).toMatchObject({ stdout: '[]\n', stderr: '' });
    expect((await svc(['-c', '"[$env:FORCE_COLOR]"'], { NO_COLOR: '', FORCE_COLOR: '1' })).stdout).toBe('[1]\n');
  });

  it("sets glibc's allocator settings for the process it runs, keeping the user's own (docs/sandbox.md)", async () => {
    const read = '"$env:MALLOC_ARENA_MAX $env:MALLOC_TRIM_THRESHOLD_ $env:MALLOC_MMAP_THRESHOLD_"';
    // Unset here whatever the test runner's environment holds, so the launcher's own values show.
    const unset = { MALLOC_ARENA_MAX: undefined, MALLOC_TRIM_THRESHOLD_: undefined, MALLOC_MMAP_THRESHOLD_: undefined } as unknown as Record<string, string>;
    expect((await svc(['-c', read], unset)).stdout).toBe('2 131072 131072\n');
    expect((await svc(['-c', read], { ...unset, MALLOC_ARENA_MAX: '8' })).stdout).toBe('8 131072 131072\n');
    // `npm start` runs the launcher with --no-node-snapshot already: it still relaunches to set them.
    const child = spawn(process.execPath, ['--no-node-snapshot', SVC, '-c', read], { env: { ...process.env, ...unset, NO_COLOR: '1' } });
    expect((await finished(child)).stdout).toBe('2 131072 131072\n');
  });

  it('says where it runs: $PID is its own process, $HOME, $PWD follows Set-Location, $IsLinux (about_Automatic_Variables)', async () => {
    const script = [
      "(Get-Content \"/proc/$PID/cmdline\" -Raw) -match 'svc'",
      '"$HOME|$PWD|$IsLinux|$IsWindows|$IsMacOS|$IsCoreCLR"',
      'Set-Location /; "$PWD|$($PWD.Path)"',
      'try { $PID = 1 } catch { $_.FullyQualifiedErrorId }',
    ].join('\n');
    const r = await svc(['-c', script], { HOME: os.homedir() });
    expect(r.stderr).toBe('');
    expect(r.stdout.split('\n')).toEqual(['True', `${os.homedir()}|${process.cwd()}|True|False|False|True`, '/|/', 'VariableNotWritable', '']);
  });
});
