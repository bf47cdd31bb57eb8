// A real redis-server for tests that share state between processes (docs/state.md): each test file starts its own on
// a free port of 127.0.0.1, with no persistence and no config file, and stops it at the end. `stop()` and `start()`
// again (same port) let a test take the store away and bring it back. Debian's redis-server: scripts/install-tools.sh
// installs it where missing.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export const REDIS_SERVER = process.env.SVC_REDIS_SERVER ?? '/usr/bin/redis-server';

export interface RedisServer {
  readonly port: number;
  /** redis://127.0.0.1:PORT */
  readonly url: string;
  /** Stops the server (SIGTERM) and waits for it to exit; its data goes with it. */
  stop(): Promise<void>;
  /** Starts it again on the same port (after stop()). */
  start(): Promise<void>;
}

/** A port nothing listens on now (the OS picks it; it is free again once this returns). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function launch(port: number): Promise<ChildProcess> {
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'no'],
    { stdio: ['ignore', 'pipe', 'ignore'] });
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => { child.kill('SIGKILL'); reject(new Error(`redis-server did not start on port ${port}: ${seen}`)); }, 10_000);
    child.on('error', (e) => { clearTimeout(timer); reject(new Error(`cannot run ${REDIS_SERVER}: ${e.message}`)); });
    const onData = (d: Buffer) => {
      seen += d.toString();
      if (!/Ready to accept connections/.test(seen)) return;
      // Ready once: later output (the shutdown's) must not touch the listeners stop() adds.
      child.stdout!.off('data', onData);
      child.stdout!.resume();
      clearTimeout(timer);
      child.removeListener('exit', onEarlyExit);
      resolve(child);
    };
    const onEarlyExit = (code: number | null) => { clearTimeout(timer); reject(new Error(`redis-server exited (${code}) before it was ready: ${seen}`)); };
    child.on('exit', onEarlyExit);
    child.stdout!.on('data', onData);
  });
}

export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | null = await launch(port);
  return {
    port,
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      const running = child;
      child = null;
      if (running === null || running.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.kill('SIGTERM');
      });
    },
    async start() {
      if (child === null) child = await launch(port);
    },
  };
}
