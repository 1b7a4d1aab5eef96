import { describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { parseConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { setLogLevel } from './log.ts';

const unreachable: Database = {
  kind: 'postgres',
  query: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
  exec: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
  transaction: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
  close: () => Promise.resolve(),
};

describe('/ready', () => {
  it('answers 503 with Retry-After while the database is unreachable, and /health stays 200', async () => {
    setLogLevel('silent');
    const app = await createApp({
      config: parseConfig({ WEB_DIR: 'server/test/fixtures/web', LOG_LEVEL: 'silent' }),
      db: unreachable,
      keys: { anonKey: 'anon', serviceRoleKey: 'service' },
      jwtSecret: 'x'.repeat(32),
    });
    const ready = await app.request('/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('retry-after')).toBe('5');
    const body = await ready.text();
    expect(JSON.parse(body)).toEqual({ status: 'unavailable' });
    expect(body).not.toContain('ECONNREFUSED');
    expect((await app.request('/health')).status).toBe(200);
  });
});
