import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // isolated-vm on Node 20+ needs --no-node-snapshot in every process that loads it.
    pool: 'forks',
    execArgv: ['--no-node-snapshot'],
    // Most test files wait on svc processes, sockets and terminals rather than compute, so two files run at once
    // even on a 2-core machine (vitest's default there is one): 273 s became about 180 s on the 2-core machine.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 20000,
    hookTimeout: 30000,
  },
});
