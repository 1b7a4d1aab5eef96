import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadJwtSecret } from '../jwt-secret.ts';
import { deriveApiKeys, verifyJwt } from '../keys.ts';

const run = promisify(execFile);

/** `npm run keys` is `tsx server/cli/keys.ts`; run the same file with a clean environment. */
function keysCli(env: Record<string, string>, args: string[] = []) {
  return run(process.execPath, ['--import', 'tsx', 'server/cli/keys.ts', ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
  });
}

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'zajednica-keys-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('npm run keys', () => {
  it('prints the keys the server derives from the secret in DATA_DIR', async () => {
    const { stdout } = await keysCli({ DATA_DIR: dataDir, SITE_URL: 'https://z.example' }, [
      '--json',
    ]);
    const printed = JSON.parse(stdout) as { url: string; anonKey: string; serviceRoleKey: string };
    const secret = await loadJwtSecret({ jwtSecret: undefined, dataDir });
    expect(printed).toEqual({ url: 'https://z.example', ...(await deriveApiKeys(secret)) });
    expect(await verifyJwt(printed.serviceRoleKey, secret)).toMatchObject({
      ok: true,
      claims: { role: 'service_role' },
    });
  });

  it('prints the keys for JWT_SECRET in a readable form', async () => {
    const jwtSecret = 'keys-cli-test-secret-of-at-least-32-characters';
    const { stdout } = await keysCli({ DATA_DIR: dataDir, JWT_SECRET: jwtSecret, PORT: '8080' });
    const keys = await deriveApiKeys(jwtSecret);
    expect(stdout).toContain('API URL:          http://localhost:8080\n');
    expect(stdout).toContain(`anon key:         ${keys.anonKey}\n`);
    expect(stdout).toContain(`service_role key: ${keys.serviceRoleKey}\n`);
  });

  it('exits non-zero with the list of problems on bad configuration', async () => {
    const failure = await keysCli({ DATA_DIR: dataDir, PORT: 'abc' }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(2);
    expect(failure?.stderr).toContain(
      'Invalid configuration:\n  - PORT: must be a whole number from 0 to 65535',
    );
  });
});
