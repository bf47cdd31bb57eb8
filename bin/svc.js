#!/usr/bin/env -S MALLOC_ARENA_MAX=2 MALLOC_TRIM_THRESHOLD_=131072 MALLOC_MMAP_THRESHOLD_=131072 node --no-node-snapshot --max-semi-space-size=16
// The svc command (docs/shell.md, "The launcher"). node reads its flags (NODE_FLAGS, src/shell/node-flags.ts:
// isolated-vm's --no-node-snapshot, the server's young generation's cap) and glibc its allocator settings
// (docs/sandbox.md, "Memory after an attack") from the command line and the environment at start; neither can be set
// from inside a running process. The first line gives both (`env -S`; npm's Windows shims read it too), so `svc` is
// one process: the one the user starts is the one that serves. The first line's flags are NODE_FLAGS and its settings
// ALLOCATOR_ENV's (src/shell/allocator-env.ts); test/shell/launcher.test.ts holds them equal.
// Run any other way (`node bin/svc.js`) without them all, this file re-spawns node with them (inherited stdio, signals
// forwarded, exit code passed on). The child gets an IPC channel and ends when it closes: a launcher killed by a
// signal it cannot catch (SIGKILL) then leaves no server behind.
// Node's on-disk compile cache is on for this process, the one it spawns and the engine worker (which inherit the
// environment variable): modules compiled once are loaded from the cache after that (docs/shell.md, "Start-up").
// NO_COLOR with FORCE_COLOR is settled here, before Node's colour helpers load (src/shell/colour-env.ts).
import module from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

process.env.NODE_COMPILE_CACHE ??= path.join(os.tmpdir(), 'node-compile-cache');
module.enableCompileCache?.(process.env.NODE_COMPILE_CACHE);
const { withAllocatorEnv } = await import('../dist/src/shell/allocator-env.js');
const { withNodeFlags } = await import('../dist/src/shell/node-flags.js');
const { settleColourEnv } = await import('../dist/src/shell/colour-env.js');
const { cliEntry } = await import('../dist/src/shell/worker-entry.js');

settleColourEnv(process.env);
const cli = cliEntry();
const env = withAllocatorEnv(process.env);
const flags = withNodeFlags(process.execArgv);

if (flags === null && env === null) {
  const { main, exitWhenFlushed } = await import(cli.href);
  main(process.argv.slice(2)).then(exitWhenFlushed, (e) => {
    process.stderr.write(`svc: ${e instanceof Error ? e.stack : String(e)}\n`);
    exitWhenFlushed(1);
  });
} else {
  // Loaded only here: node:child_process costs the serving process ~10-50 ms of start-up it never needs.
  const { spawn } = await import('node:child_process');
  const child = spawn(process.execPath, [...(flags ?? process.execArgv), fileURLToPath(cli), ...process.argv.slice(2)], { stdio: ['inherit', 'inherit', 'inherit', 'ipc'], env: env ?? process.env });
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
