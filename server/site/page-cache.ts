/**
 * Server-rendered HTML kept for a few seconds per address and language
 * (docs/decisions/014). Every visitor gets the same HTML for a URL and
 * language (the session lives in the browser), so one render serves all of
 * them until it expires or `clear()` runs: app.ts clears it on every write
 * that reaches /rest/v1, /auth/v1 or /functions/v1. Writes the server does
 * not see (another process, a CLI, the clock moving an event into the past)
 * show within `ttlMs`.
 */
export interface CachedPage {
  html: string;
  status: 200 | 404;
}

export interface PageCache {
  get(key: string): CachedPage | undefined;
  set(key: string, page: CachedPage): void;
  clear(): void;
  readonly size: number;
}

export function pageCacheKey(pathAndQuery: string, language: string): string {
  return `${language} ${pathAndQuery}`;
}

export function createPageCache(
  options: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
): PageCache {
  const ttlMs = options.ttlMs ?? 10_000;
  // Addresses with any query string are distinct entries: bounded, the oldest go first.
  const maxEntries = options.maxEntries ?? 500;
  const now = options.now ?? Date.now;
  const entries = new Map<string, CachedPage & { expires: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      return { html: entry.html, status: entry.status };
    },
    set(key, page) {
      entries.delete(key);
      entries.set(key, { ...page, expires: now() + ttlMs });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
