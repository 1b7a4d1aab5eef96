import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { z } from 'zod';
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

/**
 * A form's values as the web form sends them: every field of `schema` blank
 * (as an untouched field is) but `fields`, parsed by the schema.
 */
export function formValues<Schema extends z.ZodObject>(
  schema: Schema,
  fields: Record<string, unknown>,
): z.infer<Schema> {
  const blank = Object.fromEntries(Object.keys(schema.shape).map((name) => [name, '']));
  return schema.parse({ ...blank, ...fields });
}

/** A member's event waiting for review, inserted through `client`; answers its id. */
export async function insertPendingEvent(client: SupabaseClient): Promise<string> {
  const id = randomUUID();
  const { error } = await client.from('events').insert({
    id,
    title_en: 'Pending picnic',
    event_date: '2031-06-28',
    city_tag: 'Toronto',
  });
  if (error) throw new Error(`the pending event was refused: ${error.message}`);
  return id;
}
