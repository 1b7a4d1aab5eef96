import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{domain,server,web,db,bench}/**/*.test.{ts,tsx}'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    globalSetup: ['server/test/global-setup.ts'],
  },
});
