import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, readlink, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { deriveApiKeys } from '../keys.ts';
import { adminQuery, testDatabaseUrl, withDatabase } from '../test/template-database.ts';
import { killStartedMains, startMain } from '../test/spawn-main.ts';

/**
 * SERVER_WORKERS as an operator runs it: `node --import tsx server/main.ts` in
 * its own process, so that the primary and its workers are real processes
 * whose pids, sockets and exits can be read from /proc.
 */

afterEach(killStartedMains);

function logLines(text: string, message: string): Record<string, unknown>[] {
  return text
    .split('\n')
    .filter((line) => line.includes(`"msg":"${message}"`))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Fields of /proc/<pid>/stat from field 3 (state) on; undefined when the process is gone. */
async function statFields(pid: number): Promise<string[] | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** A process that has exited (gone, or a zombie nobody reaped yet) runs no code. */
async function isRunning(pid: number): Promise<boolean> {
  const fields = await statFields(pid);
  return fields !== undefined && fields[0] !== 'Z';
}

/** Live children of `parent` (field 4 of /proc/<pid>/stat is the parent pid), with their command lines. */
async function childrenOf(parent: number): Promise<{ pid: number; command: string }[]> {
  const children: { pid: number; command: string }[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = await statFields(Number(entry));
    if (!fields || fields[0] === 'Z' || Number(fields[1]) !== parent) continue;
    const command = await readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    children.push({ pid: Number(entry), command: command.replaceAll('\0', ' ') });
  }
  return children;
}

/** The workers: children running server/main.ts (tsx also starts an esbuild helper). */
async function workerPids(primary: number): Promise<number[]> {
  return (await childrenOf(primary))
    .filter((child) => child.command.includes('server/main.ts'))
    .map((child) => child.pid)
    .sort();
}

/** Socket inodes -> pid, for the sockets open in `pids` (/proc/<pid>/fd links read `socket:[inode]`). */
async function socketOwners(pids: number[]): Promise<Map<string, number>> {
  const owners = new Map<string, number>();
  for (const pid of pids) {
    for (const fd of await readdir(`/proc/${pid}/fd`).catch(() => [])) {
      const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode) owners.set(inode, pid);
    }
  }
  return owners;
}

/** Which of `pids` holds the server end of the TCP connection from `clientPort` to `serverPort`. */
async function connectionOwner(pids: number[], serverPort: number, clientPort: number) {
  const owners = await socketOwners(pids);
  const table = await readFile('/proc/net/tcp', 'utf8');
  const hexPort = (port: number) => port.toString(16).toUpperCase().padStart(4, '0');
  for (const line of table.split('\n').slice(1)) {
    const columns = line.trim().split(/\s+/);
    const [local, remote, inode] = [columns[1], columns[2], columns[9]];
    if (local?.endsWith(`:${hexPort(serverPort)}`) && remote?.endsWith(`:${hexPort(clientPort)}`))
      return owners.get(inode!);
  }
  return undefined;
}

/**
 * `connections` concurrent GETs of `url`, each on its own kept-alive
 * connection, and the worker that holds the server end of each.
 */
async function servingWorkers(url: string, headers: Record<string, string>, primary: number) {
  const connections = 4;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  try {
    const answers = await Promise.all(
      Array.from(
        { length: connections },
        () =>
          new Promise<{ status: number; clientPort: number }>((resolve, reject) => {
            const request = http.get(url, { agent, headers }, (response) => {
              response.resume();
              response.on('end', () =>
                resolve({ status: response.statusCode!, clientPort: request.socket!.localPort! }),
              );
            });
            request.setTimeout(10_000, () => request.destroy(new Error(`${url}: no answer`)));
            request.on('error', reject);
          }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(connections).fill(200));
    const workers = await workerPids(primary);
    const serverPort = Number(new URL(url).port);
    // Awaited here: the finally below closes the connections.
    return await Promise.all(
      answers.map((answer) => connectionOwner(workers, serverPort, answer.clientPort)),
    );
  } finally {
    agent.destroy();
  }
}

/** Status of a GET on a connection of its own (a kept-alive one may have been the killed worker's). */
function statusOnNewConnection(url: string, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    const request = http.get(url, { agent: false, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode!));
    });
    request.setTimeout(10_000, () => request.destroy(new Error(`${url}: no answer`)));
    request.on('error', reject);
  });
}

describe('SERVER_WORKERS on embedded PGlite', () => {
  it('exits 2 saying that more than one worker needs DATABASE_URL', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'zajednica-cluster-'));
    try {
      const run = startMain({ PORT: '0', DATA_DIR: dataDir, SERVER_WORKERS: '2' });
      expect(await run.exited).toBe(2);
      expect(run.stderr()).toContain(
        'Invalid configuration:\n  - SERVER_WORKERS: 2 workers need DATABASE_URL: the embedded PGlite database lives inside one process',
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

const databaseUrl = testDatabaseUrl();
// PostgreSQL only (TEST_DATABASE_URL), as main.test.ts registers its PostgreSQL run.
if (databaseUrl) {
  describe('SERVER_WORKERS=2 on PostgreSQL', () => {
    const name = `zj_cluster_${randomBytes(6).toString('hex')}`;
    let dataDir: string | undefined;
    afterAll(async () => {
      await adminQuery(`drop database if exists ${name} with (force)`);
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it('serves from two workers, replaces a killed one and stops cleanly on SIGTERM', async () => {
      await adminQuery(`create database ${name}`);
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'zajednica-cluster-'));
      const jwtSecret = randomBytes(32).toString('hex');
      const run = startMain({
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: withDatabase(databaseUrl, name),
        JWT_SECRET: jwtSecret,
        SEED: 'none',
        SERVER_WORKERS: '2',
        WEB_DIR: path.resolve('server/test/fixtures/web'),
      });
      const primary = run.child.pid!;
      const failure = () => `\n--- stdout ---\n${run.stdout()}\n--- stderr ---\n${run.stderr()}`;
      const listening = await until('"server listening"', async () => {
        if (run.child.exitCode !== null) throw new Error(`the server exited${failure()}`);
        return logLines(run.stdout(), 'server listening')[0];
      });
      expect(listening.workers).toBe(2);
      const base = listening.url as string;
      // The primary migrated once before forking: one summary line, from one process.
      const migrated = logLines(run.stdout(), 'database migrated');
      expect(migrated).toHaveLength(1);
      expect(migrated[0]!.applied).toBeGreaterThan(0);
      expect(run.stderr()).toContain('rate limits are counted per worker without REDIS_URL');

      const { anonKey } = await deriveApiKeys(jwtSecret);
      const headers = { apikey: anonKey, Authorization: `Bearer ${anonKey}` };
      const read = `${base}/rest/v1/events?select=id&limit=1`;
      expect((await fetch(`${base}/health`)).status).toBe(200);
      const answer = await fetch(read, { headers });
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual([]);

      const workers = await workerPids(primary);
      expect(workers).toHaveLength(2);
      // Connections are handed to the workers in turn: both serve.
      const owners = await servingWorkers(read, headers, primary);
      expect(new Set(owners)).toEqual(new Set(workers));

      // A worker killed outright is replaced; the other one answers meanwhile. (A
      // connection that arrives before the primary has seen the death can be
      // handed to the dead worker and lost: node:cluster's round robin.)
      const [killed, survivor] = workers as [number, number];
      process.kill(killed, 'SIGKILL');
      await until('the primary to see the worker die', async () =>
        logLines(run.stderr(), 'worker exited; replacing it').length > 0 ? true : undefined,
      );
      expect(logLines(run.stderr(), 'worker exited; replacing it')).toEqual([
        expect.objectContaining({ pid: killed, signal: 'SIGKILL' }),
      ]);
      for (let index = 0; index < 4; index += 1)
        expect(await statusOnNewConnection(read, headers)).toBe(200);
      const replaced = await until('a replacement worker', async () => {
        const now = await workerPids(primary);
        return now.length === 2 && !now.includes(killed) ? now : undefined;
      });
      expect(replaced).toContain(survivor);
      const replacement = replaced.find((pid) => pid !== survivor)!;
      // It serves once it has started (until then the other worker takes every connection).
      await until('the replacement to serve', async () => {
        const served = await servingWorkers(read, headers, primary);
        return served.includes(replacement) ? true : undefined;
      });

      // SIGTERM: every worker stops gracefully, then the primary exits 0; nothing is left.
      const tree = (await childrenOf(primary)).map((child) => child.pid);
      run.child.kill('SIGTERM');
      const code = await Promise.race([
        run.exited,
        new Promise((resolve) => setTimeout(() => resolve('still running after 30 s'), 30_000)),
      ]);
      expect(code, failure()).toBe(0);
      expect(logLines(run.stdout(), 'server stopped')).toHaveLength(3);
      await until(
        'every process of the server to exit',
        async () => {
          const left = [];
          for (const pid of [primary, ...tree]) if (await isRunning(pid)) left.push(pid);
          return left.length === 0 ? true : undefined;
        },
        10_000,
      );
      expect(logLines(run.stdout(), 'server listening')).toHaveLength(1);
    }, 180_000);
  });
}
