import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serbianSortKey } from '../../domain/serbian-sort-key.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * public.sort_key_azbuka and public.sort_key_abeceda
 * (db/migrations/0340_serbian_sort_keys.sql) must agree with
 * domain/serbian-sort-key.ts, and the generated sort columns must page through
 * the creators in Serbian order through the API, on PGlite and, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */

const corpus = [
  '',
  '  Ана  ',
  'Љубица Џонић',
  'Ljubica Džonić',
  'LJUBICA DŽONIĆ',
  'ǅepić ǈubić ǋegoš ǄǇǊ ǆǉǌ',
  'Ђорђе Ћирић Ѐ ѝ',
  'Đorđe Ćirić Čačak Šabac Žabalj',
  'Quentin Wyatt Xavier Yvonne',
  "Müller O'Brien 12 Ана-Марија",
  'Σ 東京 🙂',
  'nadživeti',
];

/**
 * Every Latin and Cyrillic character (U+0001 to U+052F), between two letters:
 * the keys change no other character, which the corpus checks.
 */
function everyCharacter(): string[] {
  const texts: string[] = [];
  for (let code = 1; code <= 0x52f; code += 1) texts.push(`x${String.fromCodePoint(code)}Y`);
  return texts;
}

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('Serbian sort keys in SQL', () => {
  for (const alphabet of ['azbuka', 'abeceda'] as const) {
    it(`sort_key_${alphabet} agrees with serbianSortKey on every Latin and Cyrillic character`, async () => {
      const texts = [...corpus, ...everyCharacter()];
      const { rows } = await server.db.query<{ key: string }>(
        `select public.sort_key_${alphabet}(text) as key
           from unnest($1::text[]) with ordinality as input(text, n) order by n`,
        [texts],
      );
      expect(rows).toHaveLength(texts.length);
      const mismatches = texts
        .map((text, index) => ({ text, sql: rows[index]!.key, ts: serbianSortKey(text, alphabet) }))
        .filter(({ sql, ts }) => sql !== ts);
      expect(mismatches).toEqual([]);
    });
  }

  it('pages through published creators in Azbuka, abeceda and English order', async () => {
    const names = [
      { name_cyr: 'Јелена Стојановић', name_lat: 'Jelena Stojanović', name_eng: null },
      { name_cyr: 'Александар Павић', name_lat: null, name_eng: 'Alexander Pavic' },
      { name_cyr: 'Ћирило Николић', name_lat: 'Ćirilo Nikolić', name_eng: null },
      { name_cyr: null, name_lat: 'Njegoš Petrović', name_eng: null },
      { name_cyr: 'Цвета Вук', name_lat: 'Cveta Vuk', name_eng: 'Cveta Vuk' },
      { name_cyr: 'Весна Лукић', name_lat: 'Vesna Lukić', name_eng: null },
      { name_cyr: 'Нада Ђурић', name_lat: 'Nada Đurić', name_eng: 'Nada Djuric' },
    ];
    const service = server.serviceClient();
    const { error } = await service
      .from('creators')
      .insert(names.map((row, index) => ({ ...row, slug: `sort-${index}`, status: 'published' })));
    expect(error).toBeNull();

    const anon = server.client();
    async function page(column: string, from: number) {
      const { data, error: readError } = await anon
        .from('creators')
        .select('name_cyr, name_lat, name_eng')
        .eq('status', 'published')
        .like('slug', 'sort-%')
        .order(column)
        .order('id')
        .range(from, from + 2);
      expect(readError).toBeNull();
      return data ?? [];
    }
    async function all(column: string, pick: (row: (typeof names)[number]) => string | null) {
      const rows = [
        ...(await page(column, 0)),
        ...(await page(column, 3)),
        ...(await page(column, 6)),
      ];
      return rows.map((row) => pick(row as (typeof names)[number]));
    }

    expect(await all('sort_azbuka', (row) => row.name_cyr ?? row.name_lat)).toEqual([
      'Александар Павић',
      'Весна Лукић',
      'Јелена Стојановић',
      'Нада Ђурић',
      'Njegoš Petrović',
      'Ћирило Николић',
      'Цвета Вук',
    ]);
    expect(await all('sort_abeceda', (row) => row.name_lat ?? row.name_cyr)).toEqual([
      'Александар Павић',
      'Cveta Vuk',
      'Ćirilo Nikolić',
      'Jelena Stojanović',
      'Nada Đurić',
      'Njegoš Petrović',
      'Vesna Lukić',
    ]);
    expect(await all('sort_en', (row) => row.name_eng ?? row.name_lat ?? row.name_cyr)).toEqual([
      'Alexander Pavic',
      'Ćirilo Nikolić',
      'Cveta Vuk',
      'Jelena Stojanović',
      'Nada Djuric',
      'Njegoš Petrović',
      'Vesna Lukić',
    ]);
  });
});
