import type { PostgrestClient, PostgrestSingleResponse } from '@supabase/postgrest-js';
import { dataOf } from './data-error.ts';
import { readAppConfig } from './app-config.ts';
import type { Database } from '@domain/database.types.ts';
import { hasStoredSession } from './stored-session.ts';

/**
 * Where the reads go when the page is rendered on the server: an address
 * that never leaves the process. The server passes every request to this
 * origin to its own /rest/v1 as anon (entry-server.tsx, server/site/server-rest-fetch.ts).
 */
export const serverRenderingOrigin = 'http://server-rendering.invalid';

const onServer = typeof document === 'undefined';
const config = onServer ? { supabaseUrl: serverRenderingOrigin, anonKey: '' } : readAppConfig();

/** The fetch of server rendering (set once by entry-server.tsx); unset in the browser. */
let serverFetch: typeof fetch | undefined;

export function setServerFetch(fetchOnServer: typeof fetch): void {
  serverFetch = fetchOnServer;
}

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
  // On the server every read is anonymous; the server adds the anon key itself.
  if (import.meta.env.SSR) {
    if (!serverFetch) throw new Error('server rendering: setServerFetch was not called');
    return serverFetch(input, init);
  }
  const headers = new Headers(init?.headers);
  headers.set('apikey', config.anonKey);
  headers.set('Authorization', `Bearer ${await accessToken()}`);
  return fetch(input, { ...init, headers });
}

let client: Promise<PostgrestClient<Database>> | undefined;

/**
 * A read that has not answered in this time is given up, so a list says it
 * failed within seconds when the API is unreachable or hangs. postgrest-js's
 * own retries (3, after 1, 2 and 4 s) are off: TanStack Query retries a
 * failed read once (lib/query-client.ts), which is all a visitor waits for.
 */
const readTimeoutMs = 6_000;

/**
 * The public screens' reads (`from`, `rpc`) through postgrest-js, the same
 * query builder supabase-js wraps, without supabase-js's auth, realtime and
 * storage clients on the page's critical path. Writes and auth stay on
 * supabase-client.ts.
 *
 * Loaded on the first read, not with the page: a page the server rendered
 * hydrates from the data it came with, so its reader fetches the query
 * builder only when they change what the page shows (docs/decisions/014).
 */
export function rest(): Promise<PostgrestClient<Database>> {
  client ??= import('@supabase/postgrest-js').then(
    ({ PostgrestClient }) =>
      new PostgrestClient<Database>(`${config.supabaseUrl}/rest/v1`, {
        fetch: fetchWithToken,
        retry: false,
        timeout: readTimeoutMs,
      }),
  );
  return client;
}

/**
 * One read: builds the query on the client and answers its data, or throws
 * the answer's error as a DataError with its code kept (`dataOf`).
 */
export async function read<Result>(
  query: (client: PostgrestClient<Database>) => PromiseLike<PostgrestSingleResponse<Result>>,
): Promise<Result> {
  return dataOf(query(await rest()));
}
