import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');

/**
 * The portal as a Playwright suite's web server: server/main.ts with the
 * built app on 127.0.0.1:`port`, on a fresh demo database in a new temporary
 * folder named after the suite. `env` adds the suite's own settings (mail,
 * secrets, proxy trust).
 */
export function portalWebServer(suite: string, port: number, env: Record<string, string>) {
  const baseURL = `http://127.0.0.1:${port}`;
  return {
    command: 'npx tsx server/main.ts',
    cwd: repoRoot,
    url: `${baseURL}/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), `zajednica-${suite}-`)),
      SEED: 'demo',
      // The journeys read the demo's drawings; the photographs are for the benches (issue 35).
      DEMO_PHOTOS: 'false',
      SITE_URL: baseURL,
      LOG_LEVEL: 'warn',
      ...env,
    },
  };
}
