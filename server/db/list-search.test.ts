import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keywordIsSerbian, keywordMatches } from '../../domain/keyword-match.ts';
import { buildCreator, buildEvent, buildOrganization } from '../../db/seed/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/**
 * The lists' keyword filter (db/functions/list_search.sql) through RPC as
 * anon, exactly as /events, /organizations and /creators call it, against the site
 * search (search_all) and the browser's twin (domain/keyword-match.ts).
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  // Calgary: no keyword below finds rows by their city in search_all.
  const city = 'calgary';
  await buildEvent(server.db, {
    city_tag: city,
    title_en: 'Folk choreographies',
    title_sr_cyrl: 'Фолклорне игре',
  });
  await buildEvent(server.db, {
    city_tag: city,
    title_en: 'Choir evening',
    title_sr_cyrl: 'Вече хора',
  });
  await buildEvent(server.db, {
    city_tag: city,
    title_en: 'An evening with the painter',
    title_sr_cyrl: 'Вече са Савом Шумановићем',
  });
  await buildEvent(server.db, {
    city_tag: city,
    title_en: 'Draft choir practice',
    title_sr_cyrl: 'Проба хора',
    status: 'pending_review',
  });
  await buildOrganization(server.db, {
    city_tag: city,
    name_en: 'Organise Together',
    name_sr_cyrl: 'Организујмо се заједно',
  });
  await buildOrganization(server.db, {
    city_tag: city,
    name_en: 'Nis Heritage Club',
    name_sr_cyrl: 'Клуб Нишлија',
  });
  await buildCreator(server.db, {
    name_eng: 'Mila Petrovich',
    name_lat: 'Mila Petrović',
    name_cyr: 'Мила Петровић',
    short_bio_eng: 'Folk choreographies for young dancers.',
    short_bio_cyr: 'Кореографије фолклора за младе.',
    country: 'Canada',
  });
  await buildCreator(server.db, {
    name_eng: 'Saint Sava Choir',
    name_lat: 'Hor Sveti Sava',
    name_cyr: 'Хор Свети Сава',
    short_bio_eng: 'Byzantine chant and folk songs.',
    country: 'USA',
  });
  await buildCreator(server.db, {
    name_eng: 'Nikola Horvat',
    name_lat: 'Nikola Horvat',
    name_cyr: 'Никола Хорват',
    short_bio_eng: 'A painter who organises workshops.',
    status: 'pending_review',
  });
});
afterAll(() => server.close());

interface Titled {
  id: string;
  title_en?: string;
  name_en?: string;
  search_en: string;
  search_sr: string;
}

async function events(keyword: string, language: string): Promise<Titled[]> {
  const { data, error } = await server
    .client()
    .rpc('published_events_matching', { keyword, language })
    .select('*')
    .order('title_en');
  expect(error).toBeNull();
  return data as Titled[];
}

async function organizations(keyword: string, language: string): Promise<string[]> {
  const { data, error } = await server
    .client()
    .rpc('published_organizations_matching', { keyword, language })
    .select('name_en')
    .order('name_en');
  expect(error).toBeNull();
  return (data as { name_en: string }[]).map((row) => row.name_en);
}

const titles = (rows: Titled[]) => rows.map((row) => row.title_en);

describe('published_events_matching and published_organizations_matching', () => {
  it('match each word at the start of a word, never inside one', async () => {
    expect(titles(await events('хор', 'en'))).toEqual(['Choir evening']);
    expect(titles(await events('хор', 'sr_cyrillic'))).toEqual(['Choir evening']);
    expect(await organizations('ниш', 'sr_cyrillic')).toEqual(['Nis Heritage Club']);
    expect(await organizations('nis', 'en')).toEqual(['Nis Heritage Club']);
  });

  it('find declined Serbian forms in both scripts, as the site search does', async () => {
    expect(titles(await events('Sava', 'sr_latin'))).toEqual(['An evening with the painter']);
    expect(titles(await events('Сава', 'en'))).toEqual(['An evening with the painter']);
    expect(titles(await events('Sava', 'en'))).toEqual(['An evening with the painter']);
  });

  it("search the other language when the reader's finds nothing", async () => {
    expect(titles(await events('painter', 'sr_cyrillic'))).toEqual(['An evening with the painter']);
  });

  it('show anon only published rows and take the list filters on top', async () => {
    expect(titles(await events('hora', 'sr_latin'))).toEqual(['Choir evening']);
    const { data, error } = await server
      .client()
      .rpc('published_events_matching', { keyword: 'veče', language: 'sr_latin' })
      .select('title_en, organizations(name_en)')
      .eq('city_tag', 'calgary')
      .order('title_en', { ascending: false });
    expect(error).toBeNull();
    const rows = data as unknown as { title_en: string }[];
    expect(rows.map((row) => row.title_en)).toEqual([
      'Choir evening',
      'An evening with the painter',
    ]);
  });

  it('answer nothing for a keyword without words and refuse one over 200 characters', async () => {
    expect(await events(' %* ', 'en')).toEqual([]);
    const { error } = await server
      .client()
      .rpc('published_events_matching', { keyword: 'a'.repeat(201), language: 'en' });
    expect(error?.code).toBe('22023');
  });

  it('find the same events as search_all and as the browser twin', async () => {
    for (const [keyword, language] of [
      ['хор', 'en'],
      ['Sava', 'sr_latin'],
      ['vece', 'sr_cyrillic'],
      ['evening', 'en'],
      ['foLK', 'en'],
      ['igre', 'sr_latin'],
    ] as const) {
      const listed = await events(keyword, language);
      const { data } = await server.client().rpc('search_all', { keyword, language });
      const searched = (data as { type: string; id: string }[])
        .filter((row) => row.type === 'event')
        .map((row) => row.id);
      expect(listed.map((row) => row.id).sort(), keyword).toEqual(searched.sort());
      const serbian = keywordIsSerbian(keyword, language);
      for (const row of listed)
        expect(keywordMatches(keyword, [serbian ? row.search_sr : row.search_en], serbian)).toBe(
          true,
        );
    }
  });
});

/** As /creators asks: the exact count, the list filters on top, one page. */
async function creators(keyword: string, language: string, country?: string) {
  let query = server
    .client()
    .rpc('published_creators_matching', { keyword, language }, { count: 'exact' })
    .eq('status', 'published');
  if (country) query = query.filter('country', 'eq', country);
  const { data, error, count } = await query.order('sort_en').order('id').range(0, 11);
  expect(error).toBeNull();
  const names = (data as { name_eng: string }[]).map((row) => row.name_eng);
  expect(count).toBe(names.length);
  return names;
}

describe('published_creators_matching', () => {
  it('matches each word at the start of a word of the names or short bio, never inside one', async () => {
    // ilike '%hor%' found "choreographies" (and "Horvat" is not published).
    expect(await creators('хор', 'sr_cyrillic')).toEqual(['Saint Sava Choir']);
    expect(await creators('хор', 'en')).toEqual(['Saint Sava Choir']);
    expect(await creators('hor', 'sr_latin')).toEqual(['Saint Sava Choir']);
    expect(await creators('ance', 'en')).toEqual([]);
    expect(await creators('choreo', 'en')).toEqual(['Mila Petrovich']);
  });

  it('finds names in any script and declined Serbian forms', async () => {
    expect(await creators('Петровић', 'en')).toEqual(['Mila Petrovich']);
    expect(await creators('petrovic', 'en')).toEqual(['Mila Petrovich']);
    expect(await creators('Savu', 'sr_latin')).toEqual(['Saint Sava Choir']);
    expect(await creators('кореографије', 'sr_latin')).toEqual(['Mila Petrovich']);
  });

  it("searches the other language when the reader's finds nothing, with the list's filters", async () => {
    expect(await creators('folklora', 'en')).toEqual(['Mila Petrovich']);
    expect(await creators('folk', 'en')).toEqual(['Mila Petrovich', 'Saint Sava Choir']);
    expect(await creators('folk', 'en', 'USA')).toEqual(['Saint Sava Choir']);
  });

  it('answers nothing for a keyword without words and refuses one over 200 characters', async () => {
    expect(await creators(' %* ', 'en')).toEqual([]);
    const { error } = await server
      .client()
      .rpc('published_creators_matching', { keyword: 'a'.repeat(201), language: 'en' });
    expect(error?.code).toBe('22023');
  });

  it('agrees with the browser twin on every row it finds', async () => {
    for (const [keyword, language] of [
      ['хор', 'en'],
      ['Savu', 'sr_latin'],
      ['folk', 'en'],
      ['младе', 'sr_latin'],
    ] as const) {
      const { data } = await server
        .client()
        .rpc('published_creators_matching', { keyword, language })
        .select('search_en, search_sr');
      const serbian = keywordIsSerbian(keyword, language);
      for (const row of data as { search_en: string; search_sr: string }[])
        expect(keywordMatches(keyword, [serbian ? row.search_sr : row.search_en], serbian)).toBe(
          true,
        );
    }
  });
});
