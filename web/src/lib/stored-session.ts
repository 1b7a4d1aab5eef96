import { readAppConfig } from './app-config.ts';
import { authStorageKey } from './auth-storage-key.ts';

/** The localStorage key under which supabase-js keeps this site's session. */
export function sessionStorageKey(): string {
  return authStorageKey(readAppConfig().supabaseUrl);
}

/** Whether supabase-js has kept a session in this browser (without loading supabase-js). */
export function hasStoredSession(): boolean {
  try {
    return window.localStorage.getItem(sessionStorageKey()) !== null;
  } catch {
    return false; // storage disabled: supabase-js cannot have kept a session either
  }
}

/**
 * Whether a page must load the auth client at once: a kept session, or an
 * auth redirect whose code (PKCE), tokens (implicit flow) or error sit in the URL.
 */
export function authClientNeededAtStart(
  location: { hash: string; search: string },
  storedSession: boolean,
): boolean {
  if (storedSession) return true;
  const params = new URLSearchParams(location.hash.replace(/^#/, ''));
  const query = new URLSearchParams(location.search);
  return (
    params.has('access_token') ||
    params.has('error_description') ||
    query.has('code') ||
    query.has('error_description')
  );
}
