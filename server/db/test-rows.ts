import type { Database } from './database.ts';

/**
 * Reads the true state of a row with the server's own connection, to check
 * what an API call did. Only for looking; every access under test goes
 * through supabase-js.
 */
export async function storedRow(
  db: Database,
  table: string,
  id: string,
): Promise<Record<string, unknown> | undefined> {
  const { rows } = await db.query(`select * from public.${table} where id = $1`, [id]);
  return rows[0];
}
