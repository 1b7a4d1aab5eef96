import { defineConfig } from 'vitest/config';

/**
 * `npm run test:chaos`: load and fault tests against real server processes.
 * One file at a time (they load the machine on purpose). CHAOS_FULL=1 runs
 * the full lengths (60 s of load…); the default is the short CI version.
 */
export default defineConfig({
  test: {
    root: '.',
    include: ['chaos/**/*.chaos.test.ts'],
    fileParallelism: false,
    testTimeout: 600_000,
    hookTimeout: 300_000,
    pool: 'forks',
    globalSetup: ['chaos/chaos-setup.ts'],
  },
});
