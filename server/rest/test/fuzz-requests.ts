import fc from 'fast-check';
import { compareOperators, ftsOperators } from '../parse/ast.ts';

/**
 * Generated /rest/v1 requests that mix the URL grammar with hostile input:
 * quotes, semicolons, comments, Unicode, huge numbers, deep nesting, SQL
 * keywords in values and names. Every request *value* carries `valueMarker`,
 * so a test can prove no value ever reaches SQL text.
 */

export const valueMarker = 'Zq9mark';

const hostile = fc.constantFrom(
  "'",
  '"',
  ';',
  '--',
  '/*',
  '*/',
  '\\',
  '%',
  '*',
  '(',
  ')',
  ',',
  '.',
  ':',
  '::',
  '->',
  '->>',
  '!',
  '{',
  '}',
  '[',
  ']',
  ' ',
  '\u0000',
  '\u202e',
  'ß',
  'Ђорђе',
  '🙂',
  'drop table fx_canary',
  'select secret from fx_canary',
  "' or 1=1 --",
  "'; delete from fx_canary; --",
  '$1',
  '$$',
  'null',
  'not.',
  'in.',
  'eq.',
  '99999999999999999999999999',
  '-1',
  '1e309',
  'NaN',
  'and(',
  'or(',
  'fx_canary',
  'pg_sleep(10)',
);

const junk = fc.oneof(
  fc.string({ maxLength: 10 }),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
  fc.array(hostile, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('')),
);

/** A request value: grammar-looking or hostile, always marked. */
const value = fc
  .oneof(junk, fc.integer().map(String), fc.constantFrom('published', 'Toronto', '{a,b}', '[1,5)'))
  .map((text) => `${text}${valueMarker}`);

const column = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.constantFrom(
      'id',
      'title',
      'status',
      'name',
      'name_en',
      'tags',
      'meta',
      'search',
      'event_date',
      'organization_id',
      'secret',
      'nope',
    ),
  },
  { weight: 1, arbitrary: junk },
);
const relation = fc.constantFrom(
  'fx_organizations',
  'fx_events',
  'fx_tags',
  'fx_cities',
  'fx_canary',
  'fx_people',
  'fx_profiles',
  'organization_id',
  'nope',
);
// Every operator of the grammar (ast.ts), then quantified, configured and malformed ones.
const operator = fc.constantFrom(
  ...Object.keys(compareOperators),
  ...Object.keys(ftsOperators),
  'is',
  'in',
  'like(any)',
  'eq(all)',
  'fts(english)',
  'fts(',
  'noop',
);

const operation = fc
  .tuple(fc.boolean(), operator, value)
  .map(([negated, op, v]) => `${negated ? 'not.' : ''}${op}.${op === 'in' ? `(${v},1)` : v}`);

const { select } = fc.letrec<{ select: string; item: string }>((tie) => ({
  select: fc.array(tie('item'), { minLength: 1, maxLength: 4 }).map((items) => items.join(',')),
  item: fc.oneof(
    { maxDepth: 4 },
    column,
    fc.constant('*'),
    fc.tuple(junk, column).map(([alias, name]) => `${alias}:${name}`),
    column.map((name) => `${name}::text`),
    fc.tuple(column, junk).map(([name, key]) => `${name}->>${key}`),
    fc
      .tuple(
        fc.constantFrom('', '...', 'x:'),
        relation,
        fc.constantFrom('', '!inner', '!left', '!fx_events_organization_id_fkey', '!nope'),
        tie('select'),
      )
      .map(([prefix, rel, hint, inner]) => `${prefix}${rel}${hint}(${inner})`),
  ),
}));

const { logic } = fc.letrec<{ logic: string; child: string }>((tie) => ({
  logic: fc
    .array(tie('child'), { minLength: 1, maxLength: 3 })
    .map((children) => `(${children.join(',')})`),
  child: fc.oneof(
    { maxDepth: 4 },
    fc.tuple(column, operation).map(([name, op]) => `${name}.${op}`),
    fc
      .tuple(fc.constantFrom('and', 'or', 'not.and', 'not.or'), tie('logic'))
      .map(([op, l]) => `${op}${l}`),
  ),
}));

const order = fc
  .array(
    fc.tuple(
      column,
      fc.constantFrom('', '.asc', '.desc', '.desc.nullslast', '.nullsfirst', '.sideways'),
    ),
    { minLength: 1, maxLength: 3 },
  )
  .map((terms) => terms.map(([name, suffix]) => `${name}${suffix}`).join(','));

const param: fc.Arbitrary<[string, string]> = fc.oneof(
  fc.tuple(fc.constant('select'), select),
  fc.tuple(column, operation),
  fc.tuple(
    fc.tuple(relation, column).map(([r, c]) => `${r}.${c}`),
    operation,
  ),
  fc.tuple(fc.constantFrom('or', 'and', 'not.or', 'fx_events.or'), logic),
  fc.tuple(fc.constantFrom('order', 'fx_events.order'), order),
  fc.tuple(
    fc.constantFrom('limit', 'offset', 'fx_tags.limit'),
    fc.oneof(fc.nat().map(String), value),
  ),
  fc.tuple(
    fc.constantFrom('columns', 'on_conflict'),
    fc.array(column, { maxLength: 3 }).map((c) => c.join(',')),
  ),
  fc.tuple(fc.constantFrom('keyword', 'a', 'b', 'tag_name', 'city'), value),
);

const path = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(
      'fx_events',
      'fx_organizations',
      'fx_cities',
      'fx_tags',
      'fx_notes',
      'fx_canary',
      'fx_people',
    ),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'rpc/fx_search_all',
      'rpc/fx_is_admin',
      'rpc/fx_add_numbers',
      'rpc/fx_add_tag',
      'rpc/fx_echo',
      'rpc/fx_events_in',
      'rpc/fx_fail_with',
      'rpc/nope',
    ),
  },
  { weight: 1, arbitrary: junk.map((name) => encodeURIComponent(name)) },
);

const jsonValue = fc.oneof(
  value,
  fc.integer(),
  fc.constant(null),
  fc.boolean(),
  fc.array(value, { maxLength: 2 }),
);
const body = fc.oneof(
  fc
    .dictionary(fc.oneof(column, value), jsonValue, { maxKeys: 4 })
    .map((object) => JSON.stringify(object)),
  fc
    .array(fc.dictionary(column, jsonValue, { maxKeys: 3 }), { maxLength: 3 })
    .map((rows) => JSON.stringify(rows)),
  value,
  fc.constant(''),
);

export interface FuzzRequest {
  method: 'GET' | 'HEAD' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  query: [string, string][];
  prefer: string;
  accept: string | undefined;
  auth: 'none' | 'anon' | 'user' | 'service' | 'garbage';
  body: string;
}

export const fuzzRequest: fc.Arbitrary<FuzzRequest> = fc.record({
  method: fc.constantFrom('GET', 'GET', 'HEAD', 'POST', 'PATCH', 'DELETE'),
  path,
  query: fc.array(param, { maxLength: 5 }),
  prefer: fc
    .array(
      fc.constantFrom(
        'return=representation',
        'return=minimal',
        'count=exact',
        'resolution=merge-duplicates',
        'resolution=ignore-duplicates',
        'missing=default',
        'tx=rollback',
        'tx=commit',
        'handling=strict',
        'max-affected=1',
        'timezone=Europe/Belgrade',
        "timezone=UTC'; delete from fx_canary; --",
        'bogus',
        '',
      ),
      { maxLength: 3 },
    )
    .map((items) => items.join(', ')),
  accept: fc.constantFrom(
    undefined,
    undefined,
    undefined,
    'application/json',
    'application/vnd.pgrst.object+json',
    'text/csv',
  ),
  auth: fc.constantFrom('none', 'anon', 'user', 'user', 'service', 'service', 'garbage'),
  body,
});
