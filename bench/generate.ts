import { buildUser } from '../db/seed/factories.ts';
import type { Database } from '../server/db/database.ts';
import { flag, startBenchServer } from './bench-server.ts';
import { generateContent } from './generate-content.ts';

/**
 * `npm run bench -- generate [--rows 1000000] [--creators 100000] [--database-url postgres://…]`:
 * fills the bench database (data/bench, or the given PostgreSQL) once.
 */

export const benchEmail = 'bench-owner@example.com';

export async function benchOwner(db: Database): Promise<string> {
  const { rows } = await db.query<{ id: string }>('select id from auth.users where email = $1', [
    benchEmail,
  ]);
  return rows[0]?.id ?? (await buildUser(db, { email: benchEmail, full_name: 'Bench Owner' })).id;
}

export async function searchableRowCount(db: Database): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `select ((select count(*) from public.organizations) + (select count(*) from public.events)
      + (select count(*) from public.news) + (select count(*) from public.memorials))::int as n`,
  );
  return rows[0]!.n;
}

export async function main(args: string[]) {
  const rows = Number(flag(args, 'rows') ?? 1_000_000);
  const creators = Number(flag(args, 'creators') ?? 100_000);
  const server = await startBenchServer(flag(args, 'database-url'));
  try {
    const existing = await searchableRowCount(server.db);
    if (existing > 0) {
      console.log(`The bench database already has ${existing} searchable rows; nothing generated.`);
      return;
    }
    const ownerId = await benchOwner(server.db);
    const started = performance.now();
    await generateContent(server.db, { rows, creators, ownerId });
    console.log(
      `Generated ${rows} searchable rows and ${creators} creators in ${((performance.now() - started) / 1000).toFixed(0)} s.`,
    );
  } finally {
    await server.close();
  }
}
