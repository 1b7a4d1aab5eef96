/**
 * Tells the auth provider when supabase-js has been loaded by a screen that
 * needs it (sign-in, forms), so an anonymous visitor's pages never load it
 * just to learn that nobody is signed in.
 */
const listeners = new Set<() => void>();
let loaded = false;

export function markSupabaseClientLoaded(): void {
  loaded = true;
  for (const listener of [...listeners]) listener();
  listeners.clear();
}

/** Calls `listener` once the client is loaded (at once if it already is); returns an unsubscribe. */
export function whenSupabaseClientLoads(listener: () => void): () => void {
  if (loaded) {
    listener();
    return () => {};
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
