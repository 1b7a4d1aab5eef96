/**
 * The runtime configuration the server writes into index.html as a JSON data
 * block (`<script type="application/json" id="app-config">`), so one build
 * serves every deployment and the page needs no inline script. The API is
 * always on the origin the page was loaded from (the CSP allows only that:
 * `connect-src 'self'`), so the site works at whatever address it is opened.
 */
export interface AppConfig {
  supabaseUrl: string;
  anonKey: string;
  /** The public address (SITE_URL) for canonical links; the page origin when unset. */
  siteUrl: string;
}

/** supabase-js refuses an empty key; this placeholder keeps pages usable while API calls fail with 401. */
export const missingAnonKey = 'missing-anon-key';

function stringField(config: Record<string, unknown>, key: string): string | undefined {
  const value = config[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function parseObject(text: string): Record<string, unknown> {
  if (!text.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The config block's text to a config; the API is on the page's own origin. */
export function parseAppConfig(text: string, pageOrigin: string): AppConfig {
  const config = parseObject(text);
  return {
    supabaseUrl: pageOrigin,
    anonKey: stringField(config, 'anonKey') ?? missingAnonKey,
    siteUrl: stringField(config, 'siteUrl') ?? pageOrigin,
  };
}

function configBlockText(): string {
  return document.getElementById('app-config')?.textContent ?? '';
}

/** SITE_URL for canonical links (no check of the key: pages render without one). */
export function readSiteUrl(): string {
  // Server rendering: the head is the server's; the page's own is written by an effect, in the browser.
  if (typeof document === 'undefined') return 'http://server-rendering.invalid';
  return parseAppConfig(configBlockText(), window.location.origin).siteUrl;
}

export function readAppConfig(): AppConfig {
  const config = parseAppConfig(configBlockText(), window.location.origin);
  if (config.anonKey === missingAnonKey) {
    console.error('The app-config block in index.html has no anonKey: API calls will be refused.');
  }
  return config;
}

/**
 * The page's origin, for absolute links a page computes while rendering; a
 * placeholder on the server, where such values only feed effects (the head).
 */
export function pageOrigin(): string {
  return typeof window === 'undefined' ? 'http://server-rendering.invalid' : window.location.origin;
}
