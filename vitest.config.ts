import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // isolated-vm on Node 20+ needs --no-node-snapshot in every process that loads it.
    pool: 'forks',
    execArgv: ['--no-node-snapshot'],
    testTimeout: 20000,
    hookTimeout: 30000,
  },
});
