#!/usr/bin/env node
// The svc launcher. isolated-vm on Node 20+ needs node's --no-node-snapshot flag, which cannot be set from inside a
// running process: without it, re-spawn node with the flag (inherited stdio, signals forwarded, exit code passed on).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const cli = new URL('../dist/src/shell/cli.js', import.meta.url);

if (process.execArgv.includes('--no-node-snapshot')) {
  const { main, exitWhenFlushed } = await import(cli.href);
  main(process.argv.slice(2)).then(exitWhenFlushed, (e) => {
    process.stderr.write(`svc: ${e instanceof Error ? e.stack : String(e)}\n`);
    exitWhenFlushed(1);
  });
} else {
  const child = spawn(process.execPath, ['--no-node-snapshot', ...process.execArgv, fileURLToPath(cli), ...process.argv.slice(2)], { stdio: 'inherit' });
  // Ctrl-C in a terminal reaches the whole process group (the child too); a signal sent to this pid alone is passed on.
  // The child treats a repeated SIGINT/SIGTERM the same as one.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => {
    if (signal) {
      process.removeAllListeners(signal);
      process.kill(process.pid, signal);
    } else process.exit(code ?? 1);
  });
}
