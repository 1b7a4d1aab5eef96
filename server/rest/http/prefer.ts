import { RestError } from './rest-error.ts';

/**
 * The `Prefer` header, leniently: several headers and comma-joined lists,
 * spaces trimmed, the first occurrence of a key wins, unknown or empty values
 * ignored (PROTOCOL.md §3.3). With `handling=strict` an unknown preference is
 * a 400 PGRST122 instead (checkStrictPreferences).
 *
 * `tx=commit|rollback` is honoured, as PostgREST with db-tx-end
 * `commit-allow-override`; `timezone=` only names PostgreSQL knows
 * (pg_timezone_names, exact spelling), as PostgREST.
 */

export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  /** Honoured only with handling=strict (PostgREST v13): more affected rows → 400 PGRST124. */
  'max-affected'?: string;
  /** `rollback`: the write runs and answers, then is rolled back. */
  tx?: 'commit' | 'rollback';
  /** A name from pg_timezone_names, as sent: the transaction's TimeZone. */
  timezone?: string;
}

type Key = Exclude<keyof Preferences, 'timezone'>;

const allowed: { [K in Key]-?: (value: string) => boolean } = {
  return: (value) => ['minimal', 'representation', 'headers-only'].includes(value),
  count: (value) => ['exact', 'planned', 'estimated'].includes(value),
  resolution: (value) => ['merge-duplicates', 'ignore-duplicates'].includes(value),
  missing: (value) => ['default', 'null'].includes(value),
  handling: (value) => ['strict', 'lenient'].includes(value),
  'max-affected': (value) => /^\d{1,15}$/.test(value),
  tx: (value) => ['commit', 'rollback'].includes(value),
};

function entries(header: string | null | undefined) {
  return (header ?? '')
    .split(',')
    .map((entry) => {
      const [rawKey, ...rest] = entry.split('=');
      const raw = rest.join('=').trim();
      return { key: rawKey!.trim().toLowerCase(), value: raw.toLowerCase(), raw };
    })
    .filter((entry) => entry.key !== '');
}

/** Whether an entry is a preference this server understands (else PGRST122 under strict). */
function isValid(
  entry: { key: string; value: string; raw: string },
  timezones: ReadonlySet<string>,
) {
  if (entry.key === 'timezone') return timezones.has(entry.raw);
  return entry.key in allowed && allowed[entry.key as Key](entry.value);
}

/** `timezones`: pg_timezone_names from the schema cache. */
export function parsePrefer(
  header: string | null | undefined,
  timezones: ReadonlySet<string> = new Set(),
): Preferences {
  const preferences: Record<string, string> = {};
  for (const entry of entries(header)) {
    if (entry.key in preferences || !isValid(entry, timezones)) continue;
    preferences[entry.key] = entry.key === 'timezone' ? entry.raw : entry.value;
  }
  return preferences as Preferences;
}

/** `handling=strict`: 400 PGRST122 listing the preferences that are not understood. */
export function checkStrictPreferences(
  header: string | null | undefined,
  preferences: Preferences,
  timezones: ReadonlySet<string> = new Set(),
) {
  if (preferences.handling !== 'strict') return;
  const invalid = entries(header).filter((entry) => !isValid(entry, timezones));
  if (invalid.length === 0) return;
  throw new RestError(
    400,
    'PGRST122',
    'Invalid preferences given with handling=strict',
    `Invalid preferences: ${invalid.map(({ key, raw }) => (raw ? `${key}=${raw}` : key)).join(', ')}`,
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

/** PostgREST's order of the Preference-Applied header. */
const appliedOrder: (keyof Preferences)[] = [
  'resolution',
  'missing',
  'return',
  'count',
  'tx',
  'handling',
  'timezone',
  'max-affected',
];

/** The honoured preferences, for the Preference-Applied header. */
export function appliedPreferences(preferences: Preferences): string {
  return appliedOrder
    .filter((key) => preferences[key] !== undefined)
    .filter((key) => key !== 'max-affected' || preferences.handling === 'strict')
    .map((key) => `${key}=${preferences[key]}`)
    .join(', ');
}
