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
}

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function search(keyword: string): Promise<Result[]> {
  const { data, error } = await server.client().rpc('search_all', { keyword });
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
    expect(results.map((result) => result.type)).toEqual([
      'city',
      'organization',
      'event',
      'news',
      'memorial',
    ]);
    expect(results[0]).toMatchObject({
      title: 'Saskatoon',
      title_sr_cyrl: 'Саскатун',
      name_en: 'Saskatoon',
      slug: 'saskatoon',
    });
    expect(results[1]).toMatchObject({ description: 'Club.', name_en: 'Saskatoon Serbian Club' });
    expect(results[4]?.description).toMatch(/^In memory of person \d+\.$/);
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

  it('ranks a title starting with the word first, then prefixes, whole words, inner matches, text', async () => {
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
      'Kosava Winds',
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
