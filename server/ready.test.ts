import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { parseConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { setLogLevel } from './log.ts';
import { createTestDatabase, type TestDatabase } from './test/template-database.ts';

const refused = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
/** What node-postgres reports for every new connection once the database has been dropped. */
const dropped = () =>
  Promise.reject(
    Object.assign(new Error('database "zajednica_secret_name" does not exist'), { code: '3D000' }),
  );

/** A real database that can be made unreachable, as when PostgreSQL restarts after boot. */
function switchable(db: Database, fail = refused) {
  const state = { down: false };
  const wrapped: Database = {
    kind: db.kind,
    query: (sql, params) => (state.down ? fail() : db.query(sql, params)),
    exec: (sql) => (state.down ? fail() : db.exec(sql)),
    transaction: (work) => (state.down ? fail() : db.transaction(work)),
    pipeline: (statements, check) => (state.down ? fail() : db.pipeline(statements, check)),
    close: () => db.close(),
  };
  return { db: wrapped, state };
}

let database: TestDatabase;
beforeAll(async () => {
  setLogLevel('silent');
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function appOn(db: Database) {
  return createApp({
    config: parseConfig({ WEB_DIR: 'server/test/fixtures/web', LOG_LEVEL: 'silent' }),
    db,
    keys: { anonKey: 'anon', serviceRoleKey: 'service' },
    jwtSecret: 'x'.repeat(32),
  });
}

describe('/ready', () => {
  it('answers 503 with Retry-After while the database is unreachable, then recovers', async () => {
    const { db, state } = switchable(database.db);
    const app = await createApp({
      config: parseConfig({ WEB_DIR: 'server/test/fixtures/web', LOG_LEVEL: 'silent' }),
      db,
      keys: { anonKey: 'anon', serviceRoleKey: 'service' },
      jwtSecret: 'x'.repeat(32),
    });
    expect((await app.request('/ready')).status).toBe(200);

    state.down = true;
    const ready = await app.request('/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('5');
    const body = await ready.text();
    expect(JSON.parse(body)).toEqual({ status: 'unavailable' });
    expect(body).not.toContain('ECONNREFUSED');
    expect((await app.request('/health')).status).toBe(200);

    state.down = false;
    expect((await app.request('/ready')).status).toBe(200);
  });
});

describe('a database that was dropped or recreated empty', () => {
  it('answers 503 on every API without naming the database', async () => {
    const { db, state } = switchable(database.db, dropped);
    const app = await appOn(db);
    state.down = true;
    for (const [path, init] of [
      ['/rest/v1/organizations', { headers: { apikey: 'anon' } }],
      [
        '/auth/v1/token?grant_type=password',
        {
          method: 'POST',
          headers: { apikey: 'anon', 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'a@example.com', password: 'Some-password-1' }),
        },
      ],
      ['/ready', {}],
    ] as const) {
      const answer = await app.request(path, init);
      const body = await answer.text();
      expect(answer.status, `${path}: ${body}`).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(body).not.toContain('zajednica_secret_name');
    }
  });

  it('is not ready until the latest migration has been applied', async () => {
    const app = await appOn(database.db);
    const { rows } = await database.db.query<{ name: string; checksum: string }>(
      'select name, checksum from zajednica_migrations.applied order by name desc limit 1',
    );
    const latest = rows[0]!;
    expect((await app.request('/ready')).status).toBe(200);

    await database.db.query('delete from zajednica_migrations.applied where name = $1', [
      latest.name,
    ]);
    const behind = await app.request('/ready');
    expect(behind.status).toBe(503);
    expect(await behind.json()).toEqual({ status: 'unavailable' });

    await database.db.exec('alter schema zajednica_migrations rename to zajednica_migrations_gone');
    expect((await app.request('/ready')).status).toBe(503);

    await database.db.exec('alter schema zajednica_migrations_gone rename to zajednica_migrations');
    await database.db.query(
      'insert into zajednica_migrations.applied (name, checksum) values ($1, $2)',
      [latest.name, latest.checksum],
    );
    expect((await app.request('/ready')).status).toBe(200);
  });
});
