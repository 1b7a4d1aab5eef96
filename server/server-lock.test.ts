import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from './config.ts';
import { serverLockFile, writeServerLock } from './server-lock.ts';
import { startServer } from './start-server.ts';

describe('the server lock on a first start', { timeout: 120_000 }, () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'zajednica-lock-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('is written into a DATA_DIR that does not exist yet', async () => {
    const dataDir = path.join(root, 'not', 'yet');
    await writeServerLock(dataDir, null);
    expect(JSON.parse(await readFile(serverLockFile(dataDir), 'utf8'))).toEqual({
      pid: process.pid,
      url: null,
    });
  });

  it('lets the embedded server start with JWT_SECRET set and no DATA_DIR yet (issue 34)', async () => {
    const dataDir = path.join(root, 'fresh', 'data');
    const server = await startServer(
      parseConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        JWT_SECRET: 'a-secret-of-at-least-thirty-two-characters',
        SEED: 'none',
        LOG_LEVEL: 'error',
        WEB_DIR: path.resolve('server/test/fixtures/web'),
      }),
    );
    try {
      expect((await fetch(`${server.url}/ready`)).status).toBe(200);
      const lock = JSON.parse(await readFile(serverLockFile(dataDir), 'utf8')) as { url: string };
      expect(lock.url).toBe(server.url);
    } finally {
      await server.close();
    }
  });
});
