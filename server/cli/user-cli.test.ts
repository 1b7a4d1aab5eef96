import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverLockFile } from '../server-lock.ts';
import { type ChildServer, startChildServer } from '../test/child-server.ts';
import { freePort } from '../test/free-port.ts';

/**
 * `npm run user` next to a server running on the embedded database: it goes
 * through the server's admin API, refuses in one sentence when the server
 * holds the database but does not answer, and works directly once it stopped.
 */

let dataDir: string;
let server: ChildServer;
const password = 'a long enough passphrase 42';

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

function cli(...args: string[]): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'server/cli/user.ts', ...args],
      {
        env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), DATA_DIR: dataDir },
        timeout: 120_000,
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'zajednica-user-cli-'));
  server = await startChildServer(await freePort(), { DATA_DIR: dataDir });
}, 240_000);
afterAll(async () => {
  await server?.kill();
  await rm(dataDir, { recursive: true, force: true });
});

async function signedInRoles(email: string) {
  const token = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', apikey: 'unused' },
    body: JSON.stringify({ email, password }),
  });
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  // The role as the account holds it; using it needs two factors (decision 018).
  const role = await fetch(`${server.url}/rest/v1/rpc/my_staff_role`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
    body: '{}',
  });
  return (await role.json()) === 'editor';
}

describe('npm run user while a server runs on the embedded database', () => {
  it('creates, grants, revokes and lists through the running server', async () => {
    expect(JSON.parse(readFileSync(serverLockFile(dataDir), 'utf8'))).toEqual({
      pid: server.pid,
      url: server.url,
    });

    const created = await cli('create', 'vesna@example.com', '--password', password);
    expect(created).toMatchObject({ code: 0, stdout: 'Created vesna@example.com.\n' });
    const granted = await cli('grant', 'vesna@example.com', 'editor');
    expect(granted).toMatchObject({ code: 0, stdout: 'vesna@example.com is now editor.\n' });
    expect(await signedInRoles('vesna@example.com')).toBe(true);

    const listed = await cli('list');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain('vesna@example.com\tconfirmed\teditor\t');

    expect(await cli('revoke', 'vesna@example.com', 'editor')).toMatchObject({ code: 0 });
    expect(await signedInRoles('vesna@example.com')).toBe(false);
    const ghost = await cli('grant', 'ghost@example.com', 'editor');
    expect(ghost).toMatchObject({ code: 1, stderr: 'No user with the email ghost@example.com\n' });
  }, 240_000);

  it('refuses in one sentence when the server holding the database does not answer', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const refused = await cli('grant', 'vesna@example.com', 'editor', '--url', closed);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr.trim().split('\n')).toEqual([
      `The embedded database is in use by a running server (process ${server.pid}, ` +
        `see ${serverLockFile(dataDir)}) that does not answer at ${closed}: ` +
        'pass its address with --url, or stop it and try again.',
    ]);
  }, 240_000);

  it('works on the database directly once the server stopped, and ignores a stale lock', async () => {
    await server.stop();
    await expect(stat(serverLockFile(dataDir))).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await cli('grant', 'vesna@example.com', 'admin')).toMatchObject({ code: 0 });

    // The lock of a process that is gone (killed with -9, crashed).
    const gone = await new Promise<number>((resolve) => {
      const child = execFile(process.execPath, ['-e', '']);
      child.on('exit', () => resolve(child.pid!));
    });
    await writeFile(serverLockFile(dataDir), JSON.stringify({ pid: gone, url: null }));
    const listed = await cli('list');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toContain('vesna@example.com\tconfirmed\tadmin\t');
  }, 240_000);
});
