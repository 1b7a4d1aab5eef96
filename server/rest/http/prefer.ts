/**
 * The `Prefer` header, leniently: several headers and comma-joined lists,
 * spaces trimmed, the first occurrence of a key wins, unknown or empty values
 * ignored (PROTOCOL.md §3.3).
 */

export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
}

const allowed: { [K in keyof Preferences]-?: readonly string[] } = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
};

export function parsePrefer(header: string | null | undefined): Preferences {
  const preferences: Record<string, string> = {};
  for (const entry of (header ?? '').split(',')) {
    const [rawKey, ...rest] = entry.split('=');
    const key = rawKey!.trim().toLowerCase();
    const value = rest.join('=').trim().toLowerCase();
    if (key in preferences || !(key in allowed)) continue;
    if (!allowed[key as keyof Preferences].includes(value)) continue;
    preferences[key] = value;
  }
  return preferences as Preferences;
}

/** The honoured preferences, for the Preference-Applied header. */
export function appliedPreferences(preferences: Preferences): string {
  return Object.entries(preferences)
    .map(([key, value]) => `${key}=${value}`)
    .join(', ');
}
