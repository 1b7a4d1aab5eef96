import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@domain/database.types.ts';

/**
 * The client without the generated types, for the one code path that serves
 * several tables whose name is a runtime value (saving a submission, an
 * editor's decision, the dashboard's own rows): the compiler cannot know
 * which row type it is, so these rows are untyped and the database checks
 * them (RLS, CHECKs, column grants). Everything else uses the typed client
 * (decision 021).
 */
export function untypedClient(client: SupabaseClient<Database>): SupabaseClient {
  return client as SupabaseClient;
}
