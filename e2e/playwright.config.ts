import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { debianChromium } from './debian-chromium.ts';
import { e2ePort, mailPort, smtpPort } from './mail-ports.ts';
import { portalWebServer } from './portal-web-server.ts';

/**
 * Smoke tests against the production build served by the real server on a
 * fresh embedded database (`npm run test:e2e` builds first). Debian's Chromium.
 */
const port = e2ePort;
const baseURL = `http://127.0.0.1:${port}`;
const repoRoot = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: path.join(repoRoot, 'test-results'),
  fullyParallel: true,
  // Two browsers at once on CI's 2 cores: the suite is mostly waiting (mail, debounce,
  // the server), and one worker took about 27 of CI's minutes (all 35 specs pass either way).
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // One retry on this 2-core machine; a test that needed it is reported as flaky, not hidden.
  retries: 1,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: debianChromium,
  },
  webServer: [
    {
      // Mail goes to a real SMTP receiver that the fixtures read (auth-fixtures.ts).
      command: 'npx tsx e2e/mail-catcher.ts',
      cwd: repoRoot,
      url: `http://127.0.0.1:${mailPort}/ready`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAIL_PORT: String(mailPort) },
    },
    portalWebServer('e2e', port, {
      // Sign-ups are confirmed through the email, read from the mail catcher (auth-fixtures.ts).
      AUTH_AUTOCONFIRM: 'false',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      // Each test's requests say their own address (hydrated-test.ts visitorAddress).
      TRUST_PROXY: 'loopback',
    }),
  ],
});
