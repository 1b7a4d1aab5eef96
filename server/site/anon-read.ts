import type { Database, Row } from '../db/database.ts';

/**
 * Reads public content as a visitor does: in a read-only transaction with the
 * `anon` role, so row-level security decides what exists (an unpublished or
 * private row is simply not there), exactly as for /rest/v1.
 */
export async function readAsAnon<T extends Row>(
  db: Database,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  return db.transaction(async (tx) => {
    await tx.query(
      "select set_config('role', 'anon', true), set_config('request.jwt.claims', '{\"role\":\"anon\"}', true), set_config('transaction_read_only', 'on', true)",
    );
    const result = await tx.query<T>(sql, params);
    return result.rows;
  });
}
