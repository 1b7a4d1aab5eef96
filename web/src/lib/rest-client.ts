import { PostgrestClient } from '@supabase/postgrest-js';
import { readAppConfig } from './app-config.ts';
import type { Database } from './database.types.ts';
import { hasStoredSession } from './stored-session.ts';

const config = readAppConfig();

/**
 * The bearer token for a read: the anon key for a visitor without a session,
 * else the session's access token from supabase-js (loaded only then, so an
 * anonymous visitor's page never waits for the auth client).
 */
async function accessToken(): Promise<string> {
  if (!hasStoredSession()) return config.anonKey;
  const { supabase } = await import('./supabase-client.ts');
  const { data } = await supabase.auth.getSession();
  return data.session?.access_token ?? config.anonKey;
}

async function fetchWithToken(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const headers = new Headers(init?.headers);
  headers.set('apikey', config.anonKey);
  headers.set('Authorization', `Bearer ${await accessToken()}`);
  return fetch(input, { ...init, headers });
}

/**
 * The public screens' reads (`from`, `rpc`) through postgrest-js, the same
 * query builder supabase-js wraps, without supabase-js's auth, realtime and
 * storage clients on the page's critical path. Writes and auth stay on
 * supabase-client.ts.
 */
export const rest = new PostgrestClient<Database>(`${config.supabaseUrl}/rest/v1`, {
  fetch: fetchWithToken,
});
