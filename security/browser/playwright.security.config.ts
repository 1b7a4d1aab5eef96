import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { debianChromium } from '../../e2e/debian-chromium.ts';

/**
 * The browser half of `npm run test:security`: the built app (WEB_DIR, else
 * dist/web) on the real server with a fresh demo database, in Debian's
 * Chromium. The JWT secret is fixed for the run so the spec can act as the
 * service role, the way an operator's script would.
 */
const port = Number(process.env.SECURITY_E2E_PORT ?? process.env.E2E_PORT ?? 4179);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'zajednica-security-'));
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
  webServer: {
    command: 'npx tsx server/main.ts',
    cwd: repoRoot,
    url: `${baseURL}/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'demo',
      SITE_URL: baseURL,
      LOG_LEVEL: 'warn',
      JWT_SECRET: securityJwtSecret,
      AUTH_AUTOCONFIRM: 'true',
    },
  },
});
