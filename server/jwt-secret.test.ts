import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadJwtSecret } from './jwt-secret.ts';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'zajednica-secret-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('loadJwtSecret', () => {
  it('generates a secret once into DATA_DIR/jwt-secret, readable by the owner only', async () => {
    const dataDir = path.join(root, 'data', 'nested');
    const secret = await loadJwtSecret({ jwtSecret: undefined, dataDir });
    expect(secret).toMatch(/^[A-Za-z0-9_-]{64}$/);
    const file = path.join(dataDir, 'jwt-secret');
    expect((await readFile(file, 'utf8')).trim()).toBe(secret);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('reuses the generated secret on the next start', async () => {
    const first = await loadJwtSecret({ jwtSecret: undefined, dataDir: root });
    const second = await loadJwtSecret({ jwtSecret: undefined, dataDir: root });
    expect(second).toBe(first);
  });

  it('gives one secret to two starts racing on an empty DATA_DIR', async () => {
    const [a, b] = await Promise.all([
      loadJwtSecret({ jwtSecret: undefined, dataDir: root }),
      loadJwtSecret({ jwtSecret: undefined, dataDir: root }),
    ]);
    expect(a).toBe(b);
  });

  it('generates different secrets for different data directories', async () => {
    const other = path.join(root, 'other');
    expect(await loadJwtSecret({ jwtSecret: undefined, dataDir: root })).not.toBe(
      await loadJwtSecret({ jwtSecret: undefined, dataDir: other }),
    );
  });

  it('uses JWT_SECRET when given and writes nothing', async () => {
    const jwtSecret = 'x'.repeat(40);
    expect(await loadJwtSecret({ jwtSecret, dataDir: root })).toBe(jwtSecret);
    await expect(stat(path.join(root, 'jwt-secret'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('uses a secret an operator put in the file', async () => {
    const secret = 'operator-chosen-secret-of-more-than-32-chars';
    await writeFile(path.join(root, 'jwt-secret'), `${secret}\n`);
    expect(await loadJwtSecret({ jwtSecret: undefined, dataDir: root })).toBe(secret);
  });

  it('refuses a file holding a secret that is too short, instead of signing with it', async () => {
    await writeFile(path.join(root, 'jwt-secret'), '\n');
    await expect(loadJwtSecret({ jwtSecret: undefined, dataDir: root })).rejects.toThrow(
      /shorter than 32 characters/,
    );
  });
});
