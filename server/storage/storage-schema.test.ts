import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/template-database.ts';

/**
 * The storage schema of migration 0650 as Supabase has it: the helper
 * functions policies use, RLS on both tables, and no row reachable by anon
 * or authenticated until a policy allows it. PGlite, or PostgreSQL with
 * TEST_DATABASE_URL.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});

describe('storage schema', () => {
  it('splits names as storage.foldername, filename and extension do on Supabase', async () => {
    const { rows } = await database.db.query<Record<string, unknown>>(
      `select storage.foldername('a/b/c.png') as folders, storage.foldername('c.png') as top,
              (storage.foldername('c.png'))[1] as first_of_top,
              storage.filename('a/b/c.png') as file, storage.extension('a/b/c.tar.gz') as ext,
              storage.extension('a/README') as no_dot`,
    );
    expect(rows[0]).toEqual({
      folders: ['a', 'b'],
      top: [],
      first_of_top: null,
      file: 'c.png',
      ext: 'gz',
      no_dot: 'README',
    });
  });

  it('has RLS on both tables and shows nothing to anon or authenticated without a policy', async () => {
    await database.db.exec(`
      insert into storage.buckets (id, name) values ('schema-test', 'schema-test');
      insert into storage.objects (bucket_id, name, metadata) values ('schema-test', 'a/b.txt', '{}');`);
    const { rows } = await database.db.query<{ relname: string; relrowsecurity: boolean }>(
      `select c.relname, c.relrowsecurity from pg_class c
         join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'storage' and c.relkind = 'r' order by 1`,
    );
    expect(rows).toEqual([
      { relname: 'buckets', relrowsecurity: true },
      { relname: 'counted_uploads', relrowsecurity: true },
      { relname: 'objects', relrowsecurity: true },
    ]);
    // The upload allowance's ledger is the server's alone: no grant to the API roles.
    for (const role of ['anon', 'authenticated']) {
      const denied = await database.db
        .transaction(async (tx) => {
          await tx.query(`select set_config('role', $1, true)`, [role]);
          await tx.query('select 1 from storage.counted_uploads');
        })
        .then(
          () => null,
          (error: { code?: string }) => error.code,
        );
      expect(denied, role).toBe('42501');
    }
    for (const role of ['anon', 'authenticated']) {
      const seen = await database.db.transaction(async (tx) => {
        await tx.query(`select set_config('role', $1, true)`, [role]);
        const objects = await tx.query('select name, path_tokens from storage.objects');
        const buckets = await tx.query('select id from storage.buckets');
        return [objects.rows.length, buckets.rows.length];
      });
      expect(seen, role).toEqual([0, 0]);
    }
    const service = await database.db.transaction(async (tx) => {
      await tx.query(`select set_config('role', 'service_role', true)`);
      return (await tx.query('select path_tokens from storage.objects')).rows;
    });
    expect(service).toEqual([{ path_tokens: ['a', 'b.txt'] }]);
  });
});
