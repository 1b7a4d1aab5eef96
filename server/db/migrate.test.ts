import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLogLevel } from '../log.ts';
import { adminQuery, testDatabaseUrl, withDatabase } from '../test/template-database.ts';
import type { Database } from './database.ts';
import {
  migrate,
  MigrationChecksumError,
  readMigrationFiles,
  readRepeatableFiles,
} from './migrate.ts';
import { openPgliteDatabase } from './pglite-database.ts';
import { openPostgresDatabase } from './postgres-database.ts';

/** An empty database of each engine: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
interface Engine {
  name: string;
  open(): Promise<{ connect(): Promise<Database>; drop(): Promise<void> }>;
}

// One in-memory PGlite for the file (starting one costs seconds of CPU): each
// test gets it back empty of what the test migrations made.
let sharedPglite: Promise<Database> | undefined;
afterAll(async () => (await sharedPglite)?.close());

const pglite: Engine = {
  name: 'PGlite',
  async open() {
    sharedPglite ??= openPgliteDatabase('memory://');
    const db = await sharedPglite;
    const reset = () =>
      db.exec(`drop schema if exists zajednica_migrations cascade;
        drop schema if exists auth_probe cascade;
        drop table if exists public.first, public.half_done;`);
    await reset();
    return { connect: async () => db, drop: reset };
  },
};

const postgres = (url: string): Engine => ({
  name: 'PostgreSQL',
  async open() {
    const name = `zj_migrate_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${name}`);
    const opened: Database[] = [];
    return {
      async connect() {
        const db = await openPostgresDatabase(withDatabase(url, name), { max: 2 });
        opened.push(db);
        return db;
      },
      async drop() {
        await Promise.all(opened.map((db) => db.close()));
        await adminQuery(`drop database if exists ${name} with (force)`);
      },
    };
  },
});

const url = testDatabaseUrl();
const engines = url ? [pglite, postgres(url)] : [pglite];

let root: string;

// Quiet: every run logs "migration applied", and dropping a database can make
// pg log the closing of a connection it was already closing.
beforeAll(() => setLogLevel('error'));

async function writeMigration(
  folder: 'auth' | 'migrations' | 'functions',
  name: string,
  sql: string,
) {
  await writeFile(path.join(root, folder, name), sql);
}

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'zajednica-migrations-'));
  await mkdir(path.join(root, 'auth'));
  await mkdir(path.join(root, 'migrations'));
  await mkdir(path.join(root, 'functions'));
  await writeMigration('auth', '0001_auth.sql', 'create schema auth_probe;');
  await writeMigration('migrations', '0001_first.sql', 'create table first (id int);');
  await writeMigration('migrations', '0002_second.sql', 'insert into first values (1), (2);');
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('readMigrationFiles', () => {
  it('reads db/auth, then db/migrations, each in name order, only .sql files', async () => {
    await writeMigration('migrations', '0010_tenth.sql', 'select 10;');
    await writeMigration('migrations', 'README.md', '# not a migration');
    const files = await readMigrationFiles(root);
    expect(files.map((file) => file.name)).toEqual([
      'auth/0001_auth.sql',
      'migrations/0001_first.sql',
      'migrations/0002_second.sql',
      'migrations/0010_tenth.sql',
    ]);
    expect(files[1]).toEqual({
      name: 'migrations/0001_first.sql',
      sql: 'create table first (id int);',
      checksum: createHash('sha256').update('create table first (id int);').digest('hex'),
    });
  });

  it('reads the real migrations of the repository', async () => {
    const names = (await readMigrationFiles()).map((file) => file.name);
    expect(names[0]).toBe('auth/0001_roles.sql');
    expect(names).toContain('migrations/0001_extensions.sql');
    expect(names).toContain('migrations/0002_search_fold.sql');
  });
});

describe.each(engines)('migrate on $name', (engine) => {
  let database: Awaited<ReturnType<Engine['open']>>;
  let db: Database;

  beforeEach(async () => {
    database = await engine.open();
    db = await database.connect();
  });
  afterEach(() => database.drop());

  const ledger = () =>
    db
      .query<{ name: string; checksum: string; applied_at: string }>(
        'select name, checksum, applied_at from zajednica_migrations.applied order by name',
      )
      .then((result) => result.rows);

  it('applies every file once, in order, and records its checksum', async () => {
    const files = await readMigrationFiles(root);
    expect(await migrate(db, files)).toEqual([
      'auth/0001_auth.sql',
      'migrations/0001_first.sql',
      'migrations/0002_second.sql',
    ]);
    const { rows } = await db.query('select id from first order by id');
    expect(rows).toEqual([{ id: 1 }, { id: 2 }]);
    expect((await ledger()).map(({ name, checksum }) => ({ name, checksum }))).toEqual(
      files.map(({ name, checksum }) => ({ name, checksum })),
    );
  });

  it('is idempotent: a second run applies nothing and changes nothing', async () => {
    await migrate(db, await readMigrationFiles(root));
    const before = await ledger();
    expect(await migrate(db, await readMigrationFiles(root))).toEqual([]);
    expect(await ledger()).toEqual(before);
    const { rows } = await db.query('select count(*)::int as count from first');
    expect(rows).toEqual([{ count: 2 }]);
  });

  it('applies only the files added since the last run', async () => {
    await migrate(db, await readMigrationFiles(root));
    await writeMigration('migrations', '0003_third.sql', 'insert into first values (3);');
    expect(await migrate(db, await readMigrationFiles(root))).toEqual([
      'migrations/0003_third.sql',
    ]);
    const { rows } = await db.query('select count(*)::int as count from first');
    expect(rows).toEqual([{ count: 3 }]);
  });

  it('refuses to go on when an applied file was changed', async () => {
    await migrate(db, await readMigrationFiles(root));
    await writeMigration('migrations', '0001_first.sql', 'create table first (id bigint);');
    await writeMigration('migrations', '0003_third.sql', 'insert into first values (3);');
    const run = migrate(db, await readMigrationFiles(root));
    await expect(run).rejects.toBeInstanceOf(MigrationChecksumError);
    await expect(run).rejects.toThrow(/migrations\/0001_first\.sql was changed/);
    expect((await ledger()).map((row) => row.name)).not.toContain('migrations/0003_third.sql');
  });

  it('rolls a failing file back completely and records nothing for it', async () => {
    await writeMigration(
      'migrations',
      '0003_broken.sql',
      'create table half_done (id int);\nselect * from no_such_table;',
    );
    await expect(migrate(db, await readMigrationFiles(root))).rejects.toThrow(/no_such_table/);
    expect((await ledger()).map((row) => row.name)).toEqual([
      'auth/0001_auth.sql',
      'migrations/0001_first.sql',
      'migrations/0002_second.sql',
    ]);
    const { rows } = await db.query("select to_regclass('public.half_done') as found");
    expect(rows).toEqual([{ found: null }]);
  });

  it('lets two instances start at once and applies each file once', async () => {
    const other = await database.connect();
    const files = await readMigrationFiles(root);
    const [a, b] = await Promise.all([migrate(db, files), migrate(other, files)]);
    expect([...a, ...b].sort()).toEqual(files.map((file) => file.name));
    const { rows } = await db.query('select count(*)::int as count from first');
    expect(rows).toEqual([{ count: 2 }]);
  });
});

describe.each(engines)('repeatable function files on $name', (engine) => {
  let database: Awaited<ReturnType<Engine['open']>>;
  let db: Database;
  const answer = async () =>
    (await db.query<{ answer: number }>('select public.probe_answer() as answer')).rows[0]?.answer;
  const run = async () =>
    migrate(db, await readMigrationFiles(root), await readRepeatableFiles(root));
  const defineAnswer = (value: number) =>
    writeMigration(
      'functions',
      'probe_answer.sql',
      `create or replace function public.probe_answer() returns int language sql as 'select ${value}';`,
    );

  beforeEach(async () => {
    database = await engine.open();
    db = await database.connect();
    await defineAnswer(1);
  });
  afterEach(async () => {
    await db.exec('drop function if exists public.probe_answer()');
    await database.drop();
  });

  it('applies them after the migrations, then only when their text changed', async () => {
    expect((await run()).at(-1)).toBe('functions/probe_answer.sql');
    expect(await answer()).toBe(1);
    expect(await run()).toEqual([]);
    await defineAnswer(2);
    expect(await run()).toEqual(['functions/probe_answer.sql']);
    expect(await answer()).toBe(2);
  });

  it('wins over a later migration that replaces the same function', async () => {
    await run();
    await writeMigration(
      'migrations',
      '0003_replaces.sql',
      "create or replace function public.probe_answer() returns int language sql as 'select 3';",
    );
    expect(await run()).toEqual(['migrations/0003_replaces.sql', 'functions/probe_answer.sql']);
    expect(await answer()).toBe(1);
  });

  it('reads only .sql files of db/functions, in name order', async () => {
    await writeMigration('functions', 'a_first.sql', 'select 1;');
    await writeMigration('functions', 'notes.md', '# not a function');
    expect((await readRepeatableFiles(root)).map((file) => file.name)).toEqual([
      'functions/a_first.sql',
      'functions/probe_answer.sql',
    ]);
  });
});
