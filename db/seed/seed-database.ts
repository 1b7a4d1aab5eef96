/**
 * What the seed needs from a database: the server's Queryable (server/db)
 * fits, so do a PGlite or pg connection. Seeds run as the database owner,
 * never through the API roles.
 */
export interface SeedDatabase {
  query<T extends Record<string, unknown> = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
  ): Promise<{ rows: T[] }>;
}

export type SeedTable =
  | 'provinces_states'
  | 'cities'
  | 'organizations'
  | 'events'
  | 'news'
  | 'memorials'
  | 'creators'
  | 'creator_claims'
  | 'creator_reports'
  | 'businesses';

export type SeedRow = Record<string, unknown> & { id: string };

/** Columns of type jsonb: their values are sent as JSON text (a bare string too). */
const jsonColumns = new Set([
  'obituary_en',
  'obituary_sr_cyrl',
  'service_info',
  'long_bio_eng',
  'long_bio_lat',
  'long_bio_cyr',
]);

/** Inserts one row (keys are column names written in this repository, never user input). */
export async function insertRow(
  db: SeedDatabase,
  table: SeedTable,
  row: Record<string, unknown>,
): Promise<SeedRow> {
  const columns = Object.keys(row).filter((column) => row[column] !== undefined);
  const values = columns.map((column) => {
    const value = row[column];
    return jsonColumns.has(column) && value !== null ? JSON.stringify(value) : value;
  });
  const placeholders = columns.map((_, index) => `$${index + 1}`);
  const { rows } = await db.query<SeedRow>(
    `insert into public.${table} (${columns.map((column) => `"${column}"`).join(', ')})
     values (${placeholders.join(', ')}) returning *`,
    values,
  );
  return rows[0]!;
}
