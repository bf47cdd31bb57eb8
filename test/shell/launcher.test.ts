// No ghost servers (docs/shell.md, "The launcher"): bin/svc.js re-launches node with its flags and allocator settings;
// killing the launcher with SIGKILL, which it cannot catch nor pass on, must not leave the server it started behind.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { SVC, svcEnv, waitFor } from './helpers.js';

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

describe('the launcher', () => {
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
    child.kill('SIGKILL');
    expect(await end).toBe('SIGKILL');
    expect(await freedWithin(port, 2000)).not.toBeNull();
    expect(await endedWithin(served, 2000)).toBe(true);
  }, 30000);
});
