import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import { cities as firstCities } from '../../domain/cities.ts';
import { demoUsCities } from '../../db/seed/demo-cities.ts';
import { createConfirmedUser, grantRole } from '../auth/user-admin.ts';
import { parseConfig } from '../config.ts';
import { startServer, type RunningServer } from '../start-server.ts';
import { adminQuery, testDatabaseUrl, withDatabase } from '../test/template-database.ts';
import { splitBackup, NotABackupError } from './backup-header.ts';
import { DatabaseInUseError, embeddedDirectory } from './embedded-directory.ts';
import { restoreIntoPglite, restoreIntoPostgres, RestoreRefusedError } from './restore-backup.ts';
import { tableFingerprints, type Fingerprints } from './table-fingerprints.ts';
import { backupPglite, backupPostgres, PgDumpMissingError } from './take-backup.ts';

const demoCityCount = firstCities.length + demoUsCities.length;

/**
 * Round trips through `npm run backup` / `npm run restore`'s code: a site
 * with the demo content, an editor with a password and a signed-in session
 * is backed up, restored on the same or the other engine, and the server
 * started on the copy: every table equal (count and checksum), the password
 * and the session still good.
 */

type Engine = 'pglite' | 'postgres';

interface Place {
  engine: Engine;
  env: Record<string, string>;
  dataDir: string;
  url?: string;
}

const jwtSecret = randomBytes(32).toString('hex');
const email = 'backup.editor@example.com';
const made: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const dispose of made.reverse()) await dispose();
});

async function newPlace(engine: Engine): Promise<Place> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'zajednica-backup-test-'));
  made.push(() => rm(dataDir, { recursive: true, force: true }));
  if (engine === 'pglite') return { engine, env: { DATA_DIR: dataDir }, dataDir };
  const name = `ops_backup_${randomBytes(5).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  made.push(() => adminQuery(`drop database if exists ${name} with (force)`));
  const url = withDatabase(testDatabaseUrl()!, name);
  return { engine, env: { DATA_DIR: dataDir, DATABASE_URL: url }, dataDir, url };
}

function start(place: Place, seed: 'demo' | 'none') {
  return startServer(
    parseConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      SEED: seed,
      // The demo's drawings: its photographs could still be in the making on a fresh checkout.
      DEMO_PHOTOS: 'false',
      JWT_SECRET: jwtSecret,
      WEB_DIR: path.resolve('server/test/fixtures/web'),
      ...place.env,
    }),
  );
}

function client(server: RunningServer) {
  return createClient(server.url, server.keys.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: class {} as never },
  });
}

/** A site in use: demo content, an editor who signed in (a session and refresh token). */
async function fillSource(place: Place) {
  const server = await start(place, 'demo');
  try {
    const { password } = await createConfirmedUser(server.db, { email, fullName: 'Бекап Уредник' });
    await grantRole(server.db, email, 'editor');
    const { data, error } = await client(server).auth.signInWithPassword({ email, password });
    expect(error).toBeNull();
    // The mail these steps queued (the role granted) is sent first: a copy
    // whose worker sent it later would differ in the outbox, not in the data.
    await expect
      .poll(
        async () =>
          (
            await server.db.query<{ pending: number }>(
              "select count(*)::int as pending from public.mail_outbox where status = 'pending'",
            )
          ).rows[0]?.pending,
        { timeout: 15_000 },
      )
      .toBe(0);
    const fingerprints = await server.db.transaction((tx) => tableFingerprints(tx));
    return { password, accessToken: data.session!.access_token, fingerprints };
  } finally {
    await server.close();
  }
}

async function backup(place: Place) {
  return place.url ? backupPostgres(place.url) : backupPglite(embeddedDirectory(place.dataDir));
}

async function restore(place: Place, text: string, force = false) {
  return place.url
    ? restoreIntoPostgres(place.url, text, { force })
    : restoreIntoPglite(embeddedDirectory(place.dataDir), text, { force });
}

async function expectWorkingCopy(
  target: Place,
  source: { password: string; accessToken: string; fingerprints: Fingerprints },
) {
  const server = await start(target, 'demo');
  try {
    const copied = await server.db.transaction((tx) => tableFingerprints(tx));
    expect(copied).toEqual(source.fingerprints);
    expect(copied['auth.users']!.rows).toBeGreaterThanOrEqual(1);
    expect(copied['public.cities']!.rows).toBe(demoCityCount);
    // The session of before the move still stands (same JWT secret, same session row).
    const before = await client(server).auth.getUser(source.accessToken);
    expect(before.data.user?.email).toBe(email);
    const signIn = await client(server).auth.signInWithPassword({
      email,
      password: source.password,
    });
    expect(signIn.error).toBeNull();
    const wrong = await client(server).auth.signInWithPassword({
      email,
      password: 'not it at all',
    });
    expect(wrong.error?.code).toBe('invalid_credentials');
    const cities = await client(server).from('cities').select('slug');
    expect(cities.data).toHaveLength(demoCityCount);
  } finally {
    await server.close();
  }
}

async function roundTrip(from: Engine, to: Engine) {
  const source = await newPlace(from);
  const filled = await fillSource(source);
  const text = await backup(source);
  expect(splitBackup(text).header.source).toBe(from);
  const target = await newPlace(to);
  const result = await restore(target, text);
  expect(result.tables).toEqual(filled.fingerprints);
  await expectWorkingCopy(target, filled);
  return { source, target, text, filled };
}

const slow = 300_000;

describe('backup and restore on PGlite', () => {
  let trip: Awaited<ReturnType<typeof roundTrip>>;

  it(
    'carries every row to a fresh data directory, where the server starts and the editor signs in',
    async () => {
      trip = await roundTrip('pglite', 'pglite');
    },
    slow,
  );

  it(
    'refuses a target that holds a database, and with --force keeps the old one aside',
    async () => {
      await expect(restore(trip.target, trip.text)).rejects.toThrow(RestoreRefusedError);
      const result = await restore(trip.target, trip.text, true);
      expect(result.movedAside).toBeDefined();
      expect((await stat(path.join(result.movedAside!, 'PG_VERSION'))).isFile()).toBe(true);
      made.push(() => rm(result.movedAside!, { recursive: true, force: true }));
    },
    slow,
  );

  it(
    'refuses to back up or restore while a server has the database open',
    async () => {
      const server = await start(trip.target, 'none');
      try {
        await expect(backup(trip.target)).rejects.toThrow(DatabaseInUseError);
        await expect(restore(trip.target, trip.text, true)).rejects.toThrow(DatabaseInUseError);
      } finally {
        await server.close();
      }
    },
    slow,
  );

  it(
    'through the CLI: a file only its owner reads, a clear refusal of a used target',
    async () => {
      const file = path.join(trip.source.dataDir, 'site.sql');
      const cli = (script: string, args: string[], env: Record<string, string>) =>
        spawnSync(process.execPath, ['--import', 'tsx', script, ...args], {
          env: { ...process.env, ...env },
          encoding: 'utf8',
        });
      const backedUp = cli('scripts/backup.ts', [file], trip.source.env);
      expect(backedUp.status, backedUp.stderr).toBe(0);
      expect(backedUp.stdout).toContain('jwt-secret');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(cli('scripts/backup.ts', [file], trip.source.env).stderr).toContain('already exists');
      const refused = cli('scripts/restore.ts', [file], trip.target.env);
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain('--force');
    },
    slow,
  );

  it(
    'refuses what is not a backup, a backup of a newer version, and altered rows',
    async () => {
      const target = await newPlace('pglite');
      await expect(restore(target, '-- some other dump\nselect 1;')).rejects.toThrow(
        NotABackupError,
      );
      const { header, sql } = splitBackup(trip.text);
      const newer = {
        ...header,
        migrations: { ...header.migrations, 'migrations/9999_x.sql': 'x' },
      };
      await expect(
        restore(target, `-- zajednica-backup: ${JSON.stringify(newer)}\n${sql}`),
      ).rejects.toThrow(/newer version/);
      const altered = trip.text.replace("'toronto'", "'toronto-altered'");
      expect(altered).not.toBe(trip.text);
      await expect(restore(target, altered)).rejects.toThrow(
        /public\.\w+: same \d+ rows, different/,
      );
      // A failed restore leaves nothing behind: the next one starts clean.
      await expect(
        stat(path.join(embeddedDirectory(target.dataDir), 'PG_VERSION')),
      ).rejects.toThrow();
    },
    slow,
  );
});

describe.runIf(testDatabaseUrl())('backup and restore with PostgreSQL (TEST_DATABASE_URL)', () => {
  it('moves an embedded site to PostgreSQL', () => roundTrip('pglite', 'postgres'), slow);

  it(
    'moves a PostgreSQL site to a fresh data directory',
    () => roundTrip('postgres', 'pglite'),
    slow,
  );

  it(
    'restores PostgreSQL into PostgreSQL, refusing a used database without --force',
    async () => {
      const { target, text } = await roundTrip('postgres', 'postgres');
      await expect(restore(target, text)).rejects.toThrow(RestoreRefusedError);
      const again = await restore(target, text, true);
      expect(again.tables).toEqual(splitBackup(text).header.tables);
    },
    slow,
  );

  it(
    'says what to install when pg_dump is missing',
    async () => {
      const place = await newPlace('postgres');
      const server = await start(place, 'none');
      await server.close();
      const saved = process.env.PATH;
      process.env.PATH = path.join(os.tmpdir(), 'no-such-bin');
      try {
        await expect(backup(place)).rejects.toThrow(PgDumpMissingError);
      } finally {
        process.env.PATH = saved;
      }
    },
    slow,
  );
});

describe('a backup file', () => {
  it('is refused when it is not one', () => {
    expect(() => splitBackup('')).toThrow(NotABackupError);
    expect(() => splitBackup('-- zajednica-backup: {broken\n')).toThrow(NotABackupError);
  });
});
