// The launcher (docs/shell.md, "The launcher"). Run as the `svc` command, bin/svc.js's first line gives node its flag
// and the allocator settings, and the process started is the one that serves. Run as `node bin/svc.js`, it re-launches
// node with them; killing that launcher with SIGKILL, which it cannot catch nor pass on, must not leave the server it
// started behind.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ALLOCATOR_ENV } from '../../src/shell/allocator-env.js';
import { NODE_FLAGS, withNodeFlags } from '../../src/shell/node-flags.js';
import { finished, SVC, svcEnv, waitFor } from './helpers.js';

/** Whether something accepts a TCP connection on 127.0.0.1:port now. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => { socket.destroy(); resolve(true); });
    socket.once('error', () => resolve(false));
  });
}

/** Polls until nothing accepts on the port, or `ms` pass; resolves with the time it took, or null. */
async function freedWithin(port: number, ms: number): Promise<number | null> {
  const start = Date.now();
  while (Date.now() - start <= ms) {
    if (!(await accepts(port))) return Date.now() - start;
    await new Promise((r) => setTimeout(r, 50));
  }
  return null;
}

const started: { kill(signal: NodeJS.Signals): boolean }[] = [];
afterEach(() => { for (const p of started.splice(0)) p.kill('SIGKILL'); });

/**
 * The launcher, with a stdin that stays open after it dies (a pipe from a `sleep`: the pipe of a spawned child is
 * closed when the child exits, and an interactive shell would then end on end of input, ghost or not).
 */
function launch(args: string[]) {
  const feeder = spawn('sleep', ['60'], { stdio: ['ignore', 'pipe', 'ignore'] });
  const child = spawn(process.execPath, [SVC, ...args], { env: svcEnv(), stdio: [feeder.stdout, 'pipe', 'pipe'] });
  started.push(feeder, child);
  return child;
}

/** Whether a process with this id still runs (a zombie, dead but not yet reaped, counts as ended). */
function running(pid: number): boolean {
  try { return !/^\S+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8')); } catch { return false; }
}

async function endedWithin(pid: number, ms: number): Promise<boolean> {
  const start = Date.now();
  while (Date.now() - start <= ms) {
    if (!running(pid)) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

describe('the svc command', () => {
  it('gives node its flags and every allocator setting on its first line', () => {
    const first = readFileSync(SVC, 'utf8').split('\n')[0];
    const words = /^#!\/usr\/bin\/env -S (.*)$/.exec(first)![1].split(' ');
    expect(words).toEqual([...Object.entries(ALLOCATOR_ENV).map(([name, value]) => `${name}=${value}`), 'node', ...NODE_FLAGS]);
  });

  it('re-launches with each flag it lacks, keeping a value given for one', () => {
    expect(withNodeFlags(NODE_FLAGS)).toBeNull();
    expect(withNodeFlags([])).toEqual(NODE_FLAGS);
    expect(withNodeFlags(['--no-node-snapshot', '--max-semi-space-size=64', '--inspect'])).toBeNull();
    expect(withNodeFlags(['--max_semi_space_size=32'])).toEqual(['--no-node-snapshot', '--max_semi_space_size=32']);
  });

  it('is the process that serves: run by its first line, it does not re-launch node', async () => {
    // The first line finds node on PATH: this test's node first. No allocator setting is inherited from here.
    const env = svcEnv({ PATH: `${path.dirname(process.execPath)}:${process.env.PATH ?? ''}` });
    for (const name of Object.keys(ALLOCATOR_ENV)) delete env[name];
    const child = spawn(SVC, ['-c', '$PID; $env:MALLOC_ARENA_MAX'], { env });
    const done = await finished(child);
    expect(done.stderr).toBe('');
    const [pid, arenas] = done.stdout.trim().split('\n');
    expect(Number(pid)).toBe(child.pid);
    expect(arenas).toBe(ALLOCATOR_ENV.MALLOC_ARENA_MAX);
  }, 30000);
});

describe('the launcher (node bin/svc.js)', () => {
  it.each([
    ['a file or -c that serves', ['-c', 'New-SvcEndpoint /x { 1 }']],
    ['the interactive shell', []],
  ])('killed with SIGKILL, leaves no server holding the port (%s)', async (_name, args) => {
    const child = launch(args);
    // 'exit', not 'close': a ghost would hold the pipes open.
    const end = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
    const port = Number(/Listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(await waitFor(child.stderr, /Listening on http:\/\/\S+\n/))![1]);
    expect(await accepts(port)).toBe(true);
    // The process it re-launched, which serves (Linux lists a process's children in /proc).
    const served = Number(readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim());
    expect(running(served)).toBe(true);
    const argv = readFileSync(`/proc/${served}/cmdline`, 'utf8').split('\0');
    expect(argv.slice(1, 1 + NODE_FLAGS.length)).toEqual(NODE_FLAGS);
    child.kill('SIGKILL');
    expect(await end).toBe('SIGKILL');
    expect(await freedWithin(port, 2000)).not.toBeNull();
    expect(await endedWithin(served, 2000)).toBe(true);
  }, 30000);
});
