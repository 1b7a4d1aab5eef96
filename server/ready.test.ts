import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { parseConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { setLogLevel } from './log.ts';
import { createTestDatabase, type TestDatabase } from './test/template-database.ts';

const refused = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'));

/** A real database that can be made unreachable, as when PostgreSQL restarts after boot. */
function switchable(db: Database) {
  const state = { down: false };
  const wrapped: Database = {
    kind: db.kind,
    query: (sql, params) => (state.down ? refused() : db.query(sql, params)),
    exec: (sql) => (state.down ? refused() : db.exec(sql)),
    transaction: (work) => (state.down ? refused() : db.transaction(work)),
    pipeline: (statements, check) => (state.down ? refused() : db.pipeline(statements, check)),
    close: () => db.close(),
  };
  return { db: wrapped, state };
}

let database: TestDatabase;
beforeAll(async () => {
  setLogLevel('silent');
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.db.close();
  await database.dispose();
});

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
