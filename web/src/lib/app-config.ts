/**
 * The runtime configuration the server writes into index.html as a JSON data
 * block (`<script type="application/json" id="app-config">`), so one build
 * serves every deployment and the page needs no inline script.
 */
export interface AppConfig {
  supabaseUrl: string;
  anonKey: string;
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

/** The config block's text to a config; without a supabaseUrl the API is on the page's own origin. */
export function parseAppConfig(text: string, pageOrigin: string): AppConfig {
  const config = parseObject(text);
  return {
    supabaseUrl: stringField(config, 'supabaseUrl') ?? pageOrigin,
    anonKey: stringField(config, 'anonKey') ?? missingAnonKey,
  };
}

export function readAppConfig(): AppConfig {
  const text = document.getElementById('app-config')?.textContent ?? '';
  const config = parseAppConfig(text, window.location.origin);
  if (config.anonKey === missingAnonKey) {
    console.error('The app-config block in index.html has no anonKey: API calls will be refused.');
  }
  return config;
}
