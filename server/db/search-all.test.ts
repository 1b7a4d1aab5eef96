import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildCity,
  buildEvent,
  buildMemorial,
  buildNews,
  buildOrganization,
} from '../../db/seed/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/** search_all through RPC, as the search page calls it. */

interface Result {
  type: string;
  id: string;
  slug: string;
  title: string;
  title_sr_cyrl: string | null;
  description: string | null;
  description_sr_cyrl: string | null;
  name_en: string;
  rank: number;
}

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function search(keyword: string, language?: string): Promise<Result[]> {
  const { data, error } = await server
    .client()
    .rpc('search_all', language ? { keyword, language } : { keyword });
  expect(error).toBeNull();
  return data as Result[];
}

const titles = (results: Result[], type?: string) =>
  results.filter((result) => !type || result.type === type).map((result) => result.title);

describe('search_all', () => {
  it('finds Cyrillic by Latin and Latin by Cyrillic', async () => {
    await buildOrganization(server.db, {
      name_en: 'Choir of the Parish',
      name_sr_cyrl: 'Београдски певачи',
    });
    await buildNews(server.db, { title_en: 'Kragujevac Day', title_sr_cyrl: null });
    expect(titles(await search('beogradski'))).toEqual(['Choir of the Parish']);
    expect(titles(await search('БЕОГРАДСКИ ПЕВАЧИ'))).toEqual(['Choir of the Parish']);
    expect(titles(await search('Крагујевац'))).toEqual(['Kragujevac Day']);
  });

  it('ignores diacritics: djordjevic finds Đorđević, cacak finds Čačak', async () => {
    await buildMemorial(server.db, { first_name: 'Đorđe', last_name: 'Đorđević' });
    await buildEvent(server.db, { title_en: 'Evening in Čačak' });
    const found = await search('djordjevic');
    expect(found.map(({ type, title }) => ({ type, title }))).toEqual([
      { type: 'memorial', title: 'Đorđe Đorđević' },
    ]);
    expect(titles(await search('Ђорђевић'))).toEqual(['Đorđe Đorđević']);
    expect(titles(await search('cacak'))).toEqual(['Evening in Čačak']);
  });

  it('returns every type with its fields', async () => {
    await buildCity(server.db, 'saskatoon');
    await buildOrganization(server.db, {
      name_en: 'Saskatoon Serbian Club',
      description_en: 'Club.',
    });
    await buildEvent(server.db, { title_en: 'Saskatoon Picnic' });
    await buildNews(server.db, { title_en: 'News from Saskatoon', excerpt_en: 'Short.' });
    await buildMemorial(server.db, { full_name: 'Saskatoon Memorial Person' });
    const results = await search('saskatoon');
    expect(results.map((result) => result.type).sort()).toEqual([
      'city',
      'event',
      'memorial',
      'news',
      'organization',
    ]);
    const ofType = (type: string) => results.find((result) => result.type === type);
    expect(ofType('city')).toMatchObject({
      title: 'Saskatoon',
      title_sr_cyrl: 'Саскатун',
      name_en: 'Saskatoon',
      slug: 'saskatoon',
      rank: 0,
    });
    expect(ofType('organization')).toMatchObject({
      description: 'Club.',
      name_en: 'Saskatoon Serbian Club',
    });
    expect(ofType('memorial')?.description).toMatch(/^In memory of person \d+\.$/);
    // The exact title first; the rest by how they match, then how close the title is.
    expect(results[0]?.type).toBe('city');
    const ranks = results.map((result) => result.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('never shows draft, pending, rejected or private rows', async () => {
    for (const status of ['draft', 'pending_review', 'rejected']) {
      await buildOrganization(server.db, { name_en: `Quokka ${status}`, status });
      await buildEvent(server.db, { title_en: `Quokka event ${status}`, status });
      await buildNews(server.db, { title_en: `Quokka news ${status}`, status });
      await buildMemorial(server.db, { full_name: `Quokka person ${status}`, status });
    }
    await buildMemorial(server.db, { full_name: 'Quokka private', visibility: 'private' });
    await buildNews(server.db, { title_en: 'Quokka published' });
    expect(titles(await search('quokka'))).toEqual(['Quokka published']);
  });

  it('ranks a title starting with the word first, then prefixes, whole words, text; never inside a word', async () => {
    const names = [
      'Kosava Winds',
      'Evening at Savamala',
      'Choir',
      'Feast of Sava',
      'Savamala Evening',
      'Sava Festival',
    ];
    for (const name of names) {
      await buildOrganization(server.db, {
        name_en: name,
        name_sr_cyrl: null,
        description_en: name === 'Choir' ? 'Sings at Sava hall.' : 'Nothing.',
      });
    }
    expect(titles(await search('sava'), 'organization')).toEqual([
      'Sava Festival',
      'Savamala Evening',
      'Feast of Sava',
      'Evening at Savamala',
      'Choir',
    ]);
  });

  it('returns at most 20 rows per type', async () => {
    for (let n = 0; n < 23; n += 1) await buildEvent(server.db, { title_en: `Wombat night ${n}` });
    await buildNews(server.db, { title_en: 'Wombat news' });
    const results = await search('wombat');
    expect(results.filter((result) => result.type === 'event')).toHaveLength(20);
    expect(titles(results, 'news')).toEqual(['Wombat news']);
  });

  it('finds nothing for keywords shorter than two characters after folding', async () => {
    await buildOrganization(server.db, { name_en: 'A Š club' });
    for (const keyword of ['', ' ', 'a', 'Š', 'ш', '--', '  a  ']) {
      expect(await search(keyword), JSON.stringify(keyword)).toEqual([]);
    }
    // đ folds to two letters (dj), so it is long enough
    await buildOrganization(server.db, { name_en: 'Đak Club' });
    expect(titles(await search('đ'))).toContain('Đak Club');
  });
});

describe("search_all in the reader's language", () => {
  it('matches at word starts only: Ниш and хор no longer find English words that contain them', async () => {
    await buildOrganization(server.db, {
      name_en: 'Laval Community Hall',
      name_sr_cyrl: 'Дом заједнице Лавал',
      description_en: 'We organise dances and choreographies in short courses.',
      description_sr_cyrl: 'Организујемо игранке.',
    });
    await buildOrganization(server.db, {
      name_en: 'Choir of St. Sava',
      name_sr_cyrl: 'Хор Свети Сава',
      description_en: 'Sacred music.',
      description_sr_cyrl: 'Духовна музика.',
    });
    expect(titles(await search('Ниш', 'sr_cyrillic'))).toEqual([]);
    expect(titles(await search('хор', 'sr_cyrillic'))).toEqual(['Choir of St. Sava']);
    expect(titles(await search('hor', 'sr_latin'))).toEqual(['Choir of St. Sava']);
  });

  it('searches the reader\'s language first: an English reader\'s "hor" finds Horse, not Хор', async () => {
    await buildEvent(server.db, {
      title_en: 'Horse riding day',
      title_sr_cyrl: 'Дан јахања',
      description_en: 'Ride.',
      description_sr_cyrl: 'Јахање.',
    });
    expect(titles(await search('hor', 'en'))).toEqual(['Horse riding day']);
    expect(titles(await search('hor', 'sr_latin'))).toEqual(['Choir of St. Sava']);
    // A Cyrillic keyword is Serbian whatever the page's language.
    expect(titles(await search('јахање', 'en'))).toEqual(['Horse riding day']);
  });

  it('falls back to the other language only when the first finds nothing', async () => {
    await buildNews(server.db, {
      title_en: 'Kayak outing',
      title_sr_cyrl: 'Излет кајаком',
      excerpt_en: 'Bring food.',
      excerpt_sr_cyrl: 'Понесите храну.',
    });
    expect(titles(await search('kayak', 'sr_cyrillic'))).toEqual(['Kayak outing']);
    expect(titles(await search('izlet', 'en'))).toEqual(['Kayak outing']);
  });

  it('finds events and organizations by their city, in English and in either script', async () => {
    await buildCity(server.db, 'windsor');
    await buildEvent(server.db, {
      title_en: 'Slava lunch',
      title_sr_cyrl: 'Славски ручак',
      city_tag: 'windsor',
    });
    await buildOrganization(server.db, { name_en: 'Folklore ensemble', city_tag: 'windsor' });
    for (const [keyword, language] of [
      ['Windsor', 'en'],
      ['windsor', 'sr_latin'],
      ['Виндзор', 'sr_cyrillic'],
    ] as const) {
      const found = await search(keyword, language);
      expect(titles(found, 'event'), keyword).toEqual(['Slava lunch']);
      expect(titles(found, 'organization'), keyword).toEqual(['Folklore ensemble']);
      // The city itself is the best match.
      expect(found[0], keyword).toMatchObject({ type: 'city', slug: 'windsor' });
    }
  });

  it('no longer finds a retired city, for anyone, while its content stays found', async () => {
    const city = await buildCity(server.db, 'faded-hollow', {
      name: 'Faded Hollow',
      name_sr_cyrl: 'Фејдед Холоу',
    });
    await buildEvent(server.db, { title_en: 'Hollow picnic', city_tag: 'faded-hollow' });
    const before = await search('Faded Hollow', 'en');
    expect(before[0]).toMatchObject({ type: 'city', slug: 'faded-hollow' });
    await server.db.query('update public.cities set retired_at = now() where id = $1', [city.id]);
    for (const [keyword, language] of [
      ['Faded Hollow', 'en'],
      ['Фејдед Холоу', 'sr_cyrillic'],
    ] as const) {
      const found = await search(keyword, language);
      expect(titles(found, 'city'), keyword).toEqual([]);
      expect(titles(found, 'event'), keyword).toEqual(['Hollow picnic']);
    }
    // Restored, it is found again.
    await server.db.query('update public.cities set retired_at = null where id = $1', [city.id]);
    expect(titles(await search('Faded Hollow', 'en'), 'city')).toEqual(['Faded Hollow']);
  });

  it("lists a city's own rows after the word matches: 20 at most, events newest first", async () => {
    await buildCity(server.db, 'winnipeg');
    await buildEvent(server.db, { title_en: 'Winnipeg Picnic', city_tag: 'regina' });
    for (let day = 1; day <= 22; day++) {
      const date = `2031-03-${String(day).padStart(2, '0')}`;
      await buildEvent(server.db, {
        title_en: `Gathering ${date}`,
        event_date: date,
        city_tag: 'winnipeg',
      });
    }
    await buildOrganization(server.db, { name_en: 'Zeta club', city_tag: 'winnipeg' });
    await buildOrganization(server.db, { name_en: 'Alpha club', city_tag: 'winnipeg' });
    const found = await search('Winnipeg', 'en');
    const events = titles(found, 'event');
    expect(events).toHaveLength(20);
    // The word match first, then the city's events from the latest day back.
    expect(events.slice(0, 3)).toEqual([
      'Winnipeg Picnic',
      'Gathering 2031-03-22',
      'Gathering 2031-03-21',
    ]);
    expect(titles(found, 'organization').sort()).toEqual(['Alpha club', 'Zeta club']);
    // A keyword that names no city lists no city's rows.
    expect(titles(await search('Gathering 2031-03-05', 'en'), 'event')).toEqual([
      'Gathering 2031-03-05',
    ]);
  });

  it('ranks across types: exact title, title prefix, title word, then other text', async () => {
    await buildNews(server.db, { title_en: 'Wolverine', title_sr_cyrl: null, excerpt_en: 'x' });
    await buildEvent(server.db, {
      title_en: 'Night of wolverine stories',
      title_sr_cyrl: null,
      description_en: 'x',
    });
    await buildOrganization(server.db, {
      name_en: 'Wolverines club',
      name_sr_cyrl: null,
      description_en: 'x',
    });
    await buildMemorial(server.db, { full_name: 'Ana Petrović', place_of_birth: 'Wolverine Lake' });
    const found = await search('wolverine', 'en');
    expect(found.map(({ type, title }) => `${type}: ${title}`)).toEqual([
      'news: Wolverine',
      'organization: Wolverines club',
      'event: Night of wolverine stories',
      'memorial: Ana Petrović',
    ]);
  });

  it('finds a declined Serbian name: Sava finds Светог Саве for a Serbian reader', async () => {
    await buildOrganization(server.db, {
      name_en: 'Parish of the Holy Enlightener',
      name_sr_cyrl: 'Парохија Светог Саве',
      description_en: 'Liturgy on Sundays.',
      description_sr_cyrl: 'Литургија недељом.',
    });
    expect(titles(await search('Sava', 'sr_latin'), 'organization')).toContain(
      'Parish of the Holy Enlightener',
    );
    expect(titles(await search('Сава', 'sr_cyrillic'), 'organization')).toContain(
      'Parish of the Holy Enlightener',
    );
    expect(titles(await search('Sava', 'en'), 'organization')).not.toContain(
      'Parish of the Holy Enlightener',
    );
    await buildNews(server.db, {
      title_en: 'Modern art',
      title_sr_cyrl: 'Савремена уметност',
      excerpt_en: 'Art.',
      excerpt_sr_cyrl: 'Уметност.',
    });
    expect(titles(await search('Sava', 'sr_latin'), 'news')).toEqual([]);
  });

  it('matches every word of the keyword in any order', async () => {
    await buildNews(server.db, {
      title_en: 'Tamburica evening with the Platypus band',
      title_sr_cyrl: null,
      excerpt_en: 'Music.',
    });
    expect(titles(await search('platypus tamburica', 'en'))).toEqual([
      'Tamburica evening with the Platypus band',
    ]);
    expect(titles(await search('platypus violin', 'en'))).toEqual([]);
  });
});
