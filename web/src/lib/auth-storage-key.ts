/**
 * Where supabase-js keeps the session in localStorage: its default key,
 * `sb-<first label of the API host>-auth-token`, spelled out so the light REST
 * client can tell whether a session exists without loading supabase-js.
 */
export function authStorageKey(supabaseUrl: string): string {
  return `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`;
}
