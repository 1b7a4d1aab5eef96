import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { debianChromium } from '../../e2e/debian-chromium.ts';
import { portalWebServer } from '../../e2e/portal-web-server.ts';

/**
 * The browser half of `npm run test:security`: the built app (WEB_DIR, else
 * dist/web) on the real server with a fresh demo database, in Debian's
 * Chromium. The JWT secret is fixed for the run so the spec can act as the
 * service role, the way an operator's script would.
 */
const port = Number(process.env.SECURITY_E2E_PORT ?? process.env.E2E_PORT ?? 4179);
const baseURL = `http://127.0.0.1:${port}`;
const repoRoot = path.resolve(import.meta.dirname, '../..');
export const securityJwtSecret = 'security-suite-secret-'.padEnd(48, 's');

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: path.join(repoRoot, 'test-results', 'security'),
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list']],
  timeout: 180_000,
  use: {
    baseURL,
    locale: 'en-US',
    trace: 'retain-on-failure',
    launchOptions: debianChromium,
  },
  webServer: portalWebServer('security', port, {
    JWT_SECRET: securityJwtSecret,
    AUTH_AUTOCONFIRM: 'true',
  }),
});
