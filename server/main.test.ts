import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from './db/database.ts';
import { openPgliteDatabase } from './db/pglite-database.ts';
import { openPostgresDatabase } from './db/postgres-database.ts';
import { readMigrationFiles } from './db/migrate.ts';
import { ensurePgliteTemplate } from './db/pglite-template.ts';
import { adminQuery, testDatabaseUrl, withDatabase } from './test/template-database.ts';
import { killStartedMains, type MainRun, startMain } from './test/spawn-main.ts';

/**
 * `npm start` as an operator runs it: server/main.ts in its own process.
 * Started as `node --import tsx` rather than `npx tsx`, so the process under
 * test is the one that receives SIGTERM (npx and the tsx CLI would each add a
 * parent process in between).
 */

/** The URL from the "server listening" log line, once the server is up. */
async function listeningUrl(run: MainRun): Promise<string> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const line = run
      .stdout()
      .split('\n')
      .find((entry) => entry.includes('"server listening"'));
    if (line) return (JSON.parse(line) as { url: string }).url;
    if (run.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start:\n${run.stdout()}\n${run.stderr()}`);
}

function appliedMigrations(run: MainRun): string[] {
  return run
    .stdout()
    .split('\n')
    .filter((line) => line.includes('"migration applied"'))
    .map((line) => (JSON.parse(line) as { migration: string }).migration);
}

afterEach(() => {
  killStartedMains();
});

describe('main.ts with bad configuration', () => {
  it('exits non-zero listing every problem when PORT is not a number', async () => {
    const run = startMain({ PORT: 'abc', SMTP_URL: 'http://x' });
    expect(await run.exited).not.toBe(0);
    expect(run.stderr()).toContain('Invalid configuration:');
    expect(run.stderr()).toContain('  - PORT: must be a whole number from 0 to 65535');
    expect(run.stderr()).toContain('  - SMTP_URL: must be an smtp:// or smtps:// URL');
    expect(run.stderr()).not.toMatch(/\bat .*\.ts:\d+/);
  });

  it('exits non-zero with a readable message when DATABASE_URL is malformed', async () => {
    const run = startMain({ DATABASE_URL: 'not-a-url' });
    expect(await run.exited).not.toBe(0);
    expect(run.stderr()).toContain(
      'Invalid configuration:\n  - DATABASE_URL: must be a postgres:// or postgresql:// URL',
    );
    expect(run.stderr()).not.toMatch(/\bat .*\.ts:\d+/);
  });
});

interface Target {
  name: string;
  /** Migrations a fresh start applies itself: none on PGlite, whose template has them all. */
  firstStartApplies(names: string[]): string[];
  setup(dataDir: string): Promise<{
    env: Record<string, string>;
    open(): Promise<Database>;
    drop(): Promise<void>;
  }>;
}

const embedded: Target = {
  name: 'embedded PGlite',
  firstStartApplies: () => [],
  setup: async (dataDir) => ({
    env: {},
    open: () => openPgliteDatabase(path.join(dataDir, 'pglite')),
    drop: async () => undefined,
  }),
};

const postgres = (url: string): Target => ({
  name: 'PostgreSQL',
  firstStartApplies: (names) => names,
  async setup() {
    const name = `zj_main_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${name}`);
    return {
      env: { DATABASE_URL: withDatabase(url, name) },
      open: () => openPostgresDatabase(withDatabase(url, name), { max: 1 }),
      drop: () => adminQuery(`drop database if exists ${name} with (force)`),
    };
  },
});

const url = testDatabaseUrl();
const targets = url ? [embedded, postgres(url)] : [embedded];

describe.each(targets)('main.ts on $name', (target) => {
  let dataDir: string;
  let database: Awaited<ReturnType<Target['setup']>>;

  beforeEach(async () => {
    await ensurePgliteTemplate(); // made by `npm run build` (or the first fresh start)
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'zajednica-main-'));
    database = await target.setup(dataDir);
  });
  afterEach(async () => {
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts, is ready, stops on SIGTERM and starts again on the same data without migrating', async () => {
    const env = {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'none',
      LOG_LEVEL: 'debug', // each applied migration is a debug line
      WEB_DIR: path.resolve('server/test/fixtures/web'),
      ...database.env,
    };
    const anonKeyOf = async (base: string) => {
      const html = await (await fetch(`${base}/`)).text();
      return (JSON.parse(/id="app-config">([^<]*)</.exec(html)![1]!) as { anonKey: string })
        .anonKey;
    };
    const migrationNames = (await readMigrationFiles()).map((file) => file.name);

    const first = startMain(env);
    const firstUrl = await listeningUrl(first);
    expect((await fetch(`${firstUrl}/ready`)).status).toBe(200);
    const firstKey = await anonKeyOf(firstUrl);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(first.stdout()).toContain('"server stopped"');
    expect(appliedMigrations(first)).toEqual(target.firstStartApplies(migrationNames));

    const db = await database.open();
    const { rows: ledger } = await db.query(
      'select name, applied_at from zajednica_migrations.applied order by name',
    );
    await db.close();
    expect(ledger.map((row) => row.name)).toEqual([...migrationNames].sort());

    const second = startMain(env);
    const secondUrl = await listeningUrl(second);
    expect((await fetch(`${secondUrl}/ready`)).status).toBe(200);
    expect(await anonKeyOf(secondUrl)).toBe(firstKey);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    expect(appliedMigrations(second)).toEqual([]);

    const again = await database.open();
    const { rows: ledgerAfter } = await again.query(
      'select name, applied_at from zajednica_migrations.applied order by name',
    );
    await again.close();
    expect(ledgerAfter).toEqual(ledger);
  }, 240_000);
});
