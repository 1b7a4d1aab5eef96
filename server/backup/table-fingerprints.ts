/**
 * What a backup must carry across unchanged: per table of the app's schemas,
 * its row count and an md5 of all its rows (as text, sorted byte-wise), the
 * same on PGlite and PostgreSQL. Run inside a transaction: it sets the output
 * formats locally so that both engines print rows alike.
 */

export const backedUpSchemas = ['auth', 'public', 'storage', 'zajednica_migrations'];

export interface TableFingerprint {
  rows: number;
  md5: string;
}

export type Fingerprints = Record<string, TableFingerprint>;

interface Reader {
  query<T extends Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

/** The app's tables (not those of extensions), as "schema.table". */
export async function backedUpTables(db: Reader): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `select format('%s.%s', n.nspname, c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname = any($1)
        and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')
      order by 1`,
    [backedUpSchemas],
  );
  return rows.map((row) => row.name);
}

/** "schema.table" as a quoted SQL name. */
export function quoted(table: string) {
  return table
    .split('.')
    .map((part) => `"${part.replaceAll('"', '""')}"`)
    .join('.');
}

export async function tableFingerprints(db: Reader): Promise<Fingerprints> {
  for (const setting of [
    "set local timezone = 'UTC'",
    "set local datestyle = 'ISO, MDY'",
    "set local intervalstyle = 'postgres'",
    'set local extra_float_digits = 1',
    "set local bytea_output = 'hex'",
  ])
    await db.query(setting);
  const result: Fingerprints = {};
  for (const table of await backedUpTables(db)) {
    const { rows } = await db.query<{ rows: number; md5: string }>(
      `select count(*)::int as rows,
              coalesce(md5(string_agg(t::text, E'\\n' order by t::text collate "C")), '') as md5
         from ${quoted(table)} t`,
    );
    result[table] = rows[0]!;
  }
  return result;
}

/** Tables whose count or checksum differ between `expected` and `actual`. */
export function fingerprintDifferences(expected: Fingerprints, actual: Fingerprints): string[] {
  const tables = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  return tables.flatMap((table) => {
    const want = expected[table];
    const have = actual[table];
    if (!want) return [`${table}: not in the backup`];
    if (!have) return [`${table}: missing after restore`];
    if (want.rows !== have.rows) return [`${table}: ${have.rows} rows instead of ${want.rows}`];
    if (want.md5 !== have.md5) return [`${table}: same ${want.rows} rows, different contents`];
    return [];
  });
}
