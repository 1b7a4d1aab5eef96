import type { SeedDatabase } from './seed-database.ts';

/**
 * The demo's dates count from the day it is seeded (seed-demo.ts). A fresh
 * embedded database is copied from a template seeded when the app was built
 * (server/db/pglite-template.ts), so its first start on a later day moves
 * those dates, exactly as if the demo had been seeded then: every timestamp
 * of the public tables by the time since seeding, the event days by the
 * calendar days since. Dates of the past that do not move (births, deaths)
 * are `date` columns and stay. On the day it was seeded (a build followed by
 * a start, the usual first run) nothing moves: rewriting every row costs
 * about as much as seeding did, for a difference of hours.
 */

const setting = 'zajednica.demo_seeded_at';
const movingDays = [{ table: 'events', columns: ['event_date', 'end_date'] }] as const;

/** Notes in the database itself when its demo was seeded (read back by moveDemoDatesToToday). */
export async function markDemoSeededAt(db: SeedDatabase, seededAt: Date) {
  await db.query(
    `do $$ begin execute format('alter database %I set ${setting} = %L', current_database(), '${seededAt.toISOString()}'); end $$`,
  );
}

/**
 * When the database notes a seeding time (a copy of the demo template on its
 * first start): moves the demo's dates to `now` and forgets the note, in one
 * transaction. Returns the whole days moved, or undefined when there was nothing to do.
 */
export async function moveDemoDatesToToday(
  db: { transaction<T>(work: (tx: SeedDatabase) => Promise<T>): Promise<T> },
  now = new Date(),
): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ seeded_at: string }>(
      `select split_part(option, '=', 2) as seeded_at
         from pg_db_role_setting s
         join pg_database d on d.oid = s.setdatabase and d.datname = current_database(),
         unnest(s.setconfig) as option
        where s.setrole = 0 and option like '${setting}=%'`,
    );
    if (!rows[0]) return undefined;
    const seededAt = new Date(rows[0].seeded_at);
    const milliseconds = now.getTime() - seededAt.getTime();
    const days = Math.round((utcDay(now) - utcDay(seededAt)) / 86_400_000);
    await tx.query(
      `do $$ begin execute format('alter database %I reset ${setting}', current_database()); end $$`,
    );
    if (days === 0) return days;
    // Only the dates move: the rows' triggers (slugs, hygiene, mail) already ran when seeded.
    await tx.query(`set local session_replication_role = replica`);
    const { rows: columns } = await tx.query<{ table_name: string; column_name: string }>(
      `select c.table_name, c.column_name
         from information_schema.columns c
         join information_schema.tables t
           on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
          and c.data_type = 'timestamp with time zone' and c.is_generated = 'NEVER'
        order by 1, 2`,
    );
    const byTable = new Map<string, string[]>();
    for (const { table_name: table, column_name: column } of columns)
      byTable.set(table, [
        ...(byTable.get(table) ?? []),
        `"${column}" = "${column}" + $1::interval`,
      ]);
    for (const [table, sets] of byTable)
      await tx.query(`update public."${table}" set ${sets.join(', ')}`, [
        `${milliseconds} milliseconds`,
      ]);
    for (const { table, columns: dateColumns } of movingDays)
      await tx.query(
        `update public.${table} set ${dateColumns.map((column) => `${column} = ${column} + $1::int`).join(', ')}`,
        [days],
      );
    return days;
  });
}

function utcDay(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}
