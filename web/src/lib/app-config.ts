/**
 * The runtime configuration the server writes into index.html as a JSON data
 * block (`<script type="application/json" id="app-config">`), so one build
 * serves every deployment and the page needs no inline script.
 */
export interface AppConfig {
  supabaseUrl: string;
  anonKey: string;
}

function readConfigBlock(): Record<string, unknown> {
  const text = document.getElementById('app-config')?.textContent?.trim();
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    console.error('The app-config block in index.html is not valid JSON.');
    return {};
  }
}

function stringField(config: Record<string, unknown>, key: string): string | undefined {
  const value = config[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function readAppConfig(): AppConfig {
  const config = readConfigBlock();
  const anonKey = stringField(config, 'anonKey');
  if (!anonKey) console.error('No anonKey in the app-config block: API calls will be refused.');
  return {
    // The server and the app share one origin unless the config says otherwise.
    supabaseUrl: stringField(config, 'supabaseUrl') ?? window.location.origin,
    // supabase-js refuses an empty key; a placeholder keeps the pages usable while calls fail with 401.
    anonKey: anonKey ?? 'missing-anon-key',
  };
}
