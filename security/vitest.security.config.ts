import { defineConfig } from 'vitest/config';

/** `npm run test:security`: the security suite on the real server (see security/README.md). */
export default defineConfig({
  test: {
    include: ['security/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    globalSetup: ['server/test/global-setup.ts'],
  },
});
