import { RestError } from './rest-error.ts';

/**
 * The `Prefer` header, leniently: several headers and comma-joined lists,
 * spaces trimmed, the first occurrence of a key wins, unknown or empty values
 * ignored (PROTOCOL.md §3.3). With `handling=strict` an unknown preference is
 * a 400 PGRST122 instead (checkStrictPreferences).
 */

export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  /** Honoured only with handling=strict (PostgREST v13): more affected rows → 400 PGRST124. */
  'max-affected'?: string;
}

type Key = keyof Preferences;

const allowed: { [K in Key]-?: (value: string) => boolean } = {
  return: (value) => ['minimal', 'representation', 'headers-only'].includes(value),
  count: (value) => ['exact', 'planned', 'estimated'].includes(value),
  resolution: (value) => ['merge-duplicates', 'ignore-duplicates'].includes(value),
  missing: (value) => ['default', 'null'].includes(value),
  handling: (value) => ['strict', 'lenient'].includes(value),
  'max-affected': (value) => /^\d{1,15}$/.test(value),
};

/**
 * Known to PostgREST but not honoured here: `tx` (only with db-tx-end
 * *-allow-override, which this server does not offer, so it is ignored as
 * PostgREST ignores it) and `timezone` (not applied). Never reported invalid.
 */
const knownNotApplied = ['tx', 'timezone'];

function entries(header: string | null | undefined) {
  return (header ?? '')
    .split(',')
    .map((entry) => {
      const [rawKey, ...rest] = entry.split('=');
      return { key: rawKey!.trim().toLowerCase(), value: rest.join('=').trim().toLowerCase() };
    })
    .filter((entry) => entry.key !== '');
}

export function parsePrefer(header: string | null | undefined): Preferences {
  const preferences: Record<string, string> = {};
  for (const { key, value } of entries(header)) {
    if (key in preferences || !(key in allowed)) continue;
    if (!allowed[key as Key](value)) continue;
    preferences[key] = value;
  }
  return preferences as Preferences;
}

/** `handling=strict`: 400 PGRST122 listing the preferences that are not understood. */
export function checkStrictPreferences(
  header: string | null | undefined,
  preferences: Preferences,
) {
  if (preferences.handling !== 'strict') return;
  const invalid = entries(header).filter(
    ({ key, value }) =>
      !knownNotApplied.includes(key) && !(key in allowed && allowed[key as Key](value)),
  );
  if (invalid.length === 0) return;
  throw new RestError(
    400,
    'PGRST122',
    'Invalid preferences given with handling=strict',
    `Invalid preferences: ${invalid.map(({ key, value }) => (value ? `${key}=${value}` : key)).join(', ')}`,
  );
}

/** `max-affected=N` with handling=strict: a write touching more rows is rolled back. */
export function checkMaxAffected(preferences: Preferences, affected: number) {
  const limit = preferences['max-affected'];
  if (preferences.handling !== 'strict' || limit === undefined) return;
  if (affected <= Number(limit)) return;
  throw new RestError(
    400,
    'PGRST124',
    'Query result exceeds max-affected preference constraint',
    `The query affects ${affected} rows`,
  );
}

/** The honoured preferences, for the Preference-Applied header. */
export function appliedPreferences(preferences: Preferences): string {
  return Object.entries(preferences)
    .filter(([key]) => key !== 'max-affected' || preferences.handling === 'strict')
    .map(([key, value]) => `${key}=${value}`)
    .join(', ');
}
