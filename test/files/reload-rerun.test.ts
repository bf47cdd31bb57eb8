// What a reload runs again (docs/files.md), through real svc processes and real signals: SIGHUP reruns the file svc
// serves (without --watch too) with the arguments svc was given, and stays serving; files run at the prompt are rerun
// with the arguments they were run with there (`. ./p.svc -Word hi`, `& ./q.svc there`), after the profile, by SIGHUP
// and by a change.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import { startSvc, tempDir, waitFor } from '../shell/helpers.js';

const started: ChildProcessWithoutNullStreams[] = [];

afterAll(async () => {
  for (const child of started) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.kill('SIGTERM');
    await new Promise((r) => child.on('close', r));
  }
});

/** An endpoint whose answer is made when the file runs, from the file's arguments and a version. */
function endpointFile(url: string, word: string, version: string, param: boolean, command = 'New-SvcEndpoint'): string {
  const head = param ? 'param($Word)\n' : '$Word = $args[0]\n';
  return `${head}${command} ${url} ([scriptblock]::Create("\`"$Word ${version}\`""))\n`;
}

function start(args: string[], env: Record<string, string> = {}): { child: ChildProcessWithoutNullStreams; log(): string } {
  const child = startSvc(args, { SVC_PORT: '0', ...env });
  started.push(child);
  let stderr = '';
  child.stderr.on('data', (d) => { stderr += d; });
  return { child, log: () => stderr };
}

async function until(url: string, expected: string, log: () => string): Promise<void> {
  const end = Date.now() + 10000;
  let last = '';
  while (Date.now() < end) {
    last = await (await fetch(url)).text();
    if (last === expected) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} answered '${last}', not '${expected}'; stderr:\n${log()}`);
}

describe('SIGHUP', () => {
  it('reruns the file svc serves, with its arguments, and svc keeps serving', async () => {
    const dir = tempDir();
    const defs = join(dir, 'defs.svc');
    writeFileSync(defs, endpointFile('/w', 'x', 'v1', true));
    const { child, log } = start([defs, '-Word', 'hello']);
    const base = /Listening on (http:\S+)/.exec(await waitFor(child.stderr, /Listening on http:\S+\n/))![1];
    await until(base + '/w', 'hello v1', log);
    writeFileSync(defs, endpointFile('/w', 'x', 'v2', true));
    child.kill('SIGHUP');
    await until(base + '/w', 'hello v2', log);
    expect(log()).toMatch(/svc: reloaded\n~ \/w\n/);
    expect(child.exitCode).toBe(null);
    child.kill('SIGHUP');
    await waitFor(child.stderr, /svc: reloaded; no endpoint changed\.\n/);
    expect(child.exitCode).toBe(null);
  }, 30000);
});

describe('files run at the prompt', () => {
  it('are rerun with the arguments they were run with, after the profile, on SIGHUP and on a change with -Watch', async () => {
    const dir = tempDir();
    // q.svc uses a name the profile maps (docs/files.md, aliases): the rerun runs the profile first.
    mkdirSync(join(dir, 'svc'));
    writeFileSync(join(dir, 'svc', 'profile.svc'), 'Set-Alias New-PSUEndpoint New-SvcEndpoint\n');
    writeFileSync(join(dir, 'p.svc'), endpointFile('/p', 'x', 'p1', true));
    writeFileSync(join(dir, 'q.svc'), endpointFile('/q', 'x', 'q1', false, 'New-PSUEndpoint'));
    const { child, log } = start([], { XDG_CONFIG_HOME: dir });
    child.stdin.write(`. ${join(dir, 'p.svc')} -Word hi\n& ${join(dir, 'q.svc')} there\n'loaded'\n`);
    await waitFor(child.stdout, /loaded\n/);
    const base = /Listening on (http:\S+)/.exec(log())![1];
    await until(base + '/p', 'hi p1', log);
    await until(base + '/q', 'there q1', log);
    writeFileSync(join(dir, 'p.svc'), endpointFile('/p', 'x', 'p2', true));
    writeFileSync(join(dir, 'q.svc'), endpointFile('/q', 'x', 'q2', false, 'New-PSUEndpoint'));
    child.kill('SIGHUP');
    await until(base + '/p', 'hi p2', log);
    await until(base + '/q', 'there q2', log);
    child.stdin.write("Set-SvcSetting -Watch; 'watching'\n");
    await waitFor(child.stdout, /watching\n/);
    writeFileSync(join(dir, 'p.svc'), endpointFile('/p', 'x', 'p3', true));
    await until(base + '/p', 'hi p3', log);
    expect(await (await fetch(base + '/q')).text()).toBe('there q2');
    child.stdin.end();
  }, 30000);
});
