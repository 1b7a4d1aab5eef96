import { buildCity } from '../db/seed/factories.ts';
import type { Database } from '../server/db/database.ts';
import { progressBar } from './progress-bar.ts';

/**
 * Bulk rows for the benchmarks, made in SQL (generate_series) in batches:
 * searchable rows spread over organizations, events, news and memorials,
 * and creators. Titles are made-up words in both scripts (with diacritics)
 * and, in one row of forty, a real word, so a typical keyword matches a
 * realistic few rows and the folded trigram indexes do real work. Every 20th row
 * is pending; every 10,000th belongs to the bench user (the dashboard). A creator's
 * niche does not follow from being verified (every 10th), as in real data.
 */

const latinWords = [
  'Beograd',
  'Novi Sad',
  'Niš',
  'Kragujevac',
  'Sveti Sava',
  'kolo',
  'folklor',
  'crkva',
  'hor',
  'festival',
  'Đorđević',
  'Jovanović',
  'Petrović',
  'Čačak',
  'Šabac',
  'Užice',
  'Vranje',
  'Zemun',
  'tamburica',
  'slava',
  'škola',
  'omladina',
  'kulturni',
  'centar',
  'udruženje',
  'veče',
  'koncert',
  'turnir',
  'Toronto',
  'Vancouver',
  'Calgary',
  'Montreal',
];
const cyrillicWords = [
  'Београд',
  'Нови Сад',
  'Ниш',
  'Крагујевац',
  'Свети Сава',
  'коло',
  'фолклор',
  'црква',
  'хор',
  'фестивал',
  'Ђорђевић',
  'Јовановић',
  'Петровић',
  'Чачак',
  'Шабац',
  'Ужице',
  'Врање',
  'Земун',
  'тамбурица',
  'слава',
  'школа',
  'омладина',
  'културни',
  'центар',
  'удружење',
  'вече',
  'концерт',
  'турнир',
  'Торонто',
  'Ванкувер',
  'Калгари',
  'Монтреал',
];

const latinSyllables = [
  'ba',
  'vo',
  'ra',
  'ni',
  'ko',
  'le',
  'mi',
  'sa',
  'to',
  'dra',
  'go',
  've',
  'li',
  'ja',
  'no',
  'ce',
  'pe',
  'zo',
  'du',
  'ri',
  'ša',
  'će',
  'đu',
  'ži',
];
const cyrillicSyllables = [
  'ба',
  'во',
  'ра',
  'ни',
  'ко',
  'ле',
  'ми',
  'са',
  'то',
  'дра',
  'го',
  'ве',
  'ли',
  'ја',
  'но',
  'це',
  'пе',
  'зо',
  'ду',
  'ри',
  'ша',
  'ће',
  'ђу',
  'жи',
];

const sqlArray = (words: string[]) => `array[${words.map((word) => `'${word}'`).join(', ')}]`;
const pick = (words: string[], index: string) =>
  `(${sqlArray(words)})[1 + (${index}) % ${words.length}]`;
/** A made-up three-syllable word (13,824 of them), the same in both scripts for one seed. */
const word = (syllables: string[], seed: string) =>
  [0, 1, 2]
    .map((place) => pick(syllables, `((${seed}) / ${syllables.length ** place})`))
    .join(' || ');
const seed = (k: number) => `(i * 7919 + ${k * 104729})`;
/** Two made-up words, then every 40th row a real word (a keyword of the benchmark). */
const titleIn = (syllables: string[], words: string[]) =>
  `${word(syllables, seed(1))} || ' ' || ${word(syllables, seed(2))} || ' ' || ` +
  `case when i % 40 = 0 then ${pick(words, 'i / 40')} else ${word(syllables, seed(3))} end || ' ' || i`;
const title = titleIn(latinSyllables, latinWords);
const titleCyr = titleIn(cyrillicSyllables, cyrillicWords);
const text =
  `'Okupljanje zajednice: ' || ${word(latinSyllables, seed(4))} || ' ' || ${word(latinSyllables, seed(5))} || ` +
  `case when i % 40 = 20 then ' ' || ${pick(latinWords, 'i / 40 + 7')} else '' end`;
const memorialName =
  `${word(latinSyllables, seed(6))} || ' ' || ` +
  `case when i % 40 = 0 then ${pick(cyrillicWords, 'i / 40')} else ${word(cyrillicSyllables, seed(7))} end || ' ' || i`;
const lat = (index: string) => pick(latinWords, index);
const cyr = (index: string) => pick(cyrillicWords, index);
const status = `case when i % 20 = 7 then 'pending_review' else 'published' end`;
const owner = `case when i % 10000 = 0 then $3::uuid end`;
const created = `now() - (i % 1000) * interval '1 hour'`;

const statements: Record<string, string> = {
  organizations: `insert into public.organizations (slug, name_en, name_sr_cyrl, description_en, category, city_tag, status, author_id, created_at)
    select 'bench-org-' || i, ${title}, ${titleCyr}, ${text},
      (array['church','culture','sport','youth','business','other'])[1 + i % 6], 'toronto', ${status}, ${owner}, ${created}
    from generate_series($1::int, $2::int) as i`,
  events: `insert into public.events (slug, title_en, title_sr_cyrl, description_en, event_date, city_tag, timezone, status, author_id, created_at)
    select 'bench-event-' || i, ${title}, ${titleCyr}, ${text}, current_date + (i % 730 - 365), 'ottawa',
      'America/Toronto', ${status}, ${owner}, ${created}
    from generate_series($1::int, $2::int) as i`,
  news: `insert into public.news (slug, title_en, title_sr_cyrl, excerpt_en, content_en, category, status, author_id, created_at)
    select 'bench-news-' || i, ${title}, ${titleCyr}, ${text}, ${text}, 'community', ${status}, ${owner}, ${created}
    from generate_series($1::int, $2::int) as i`,
  memorials: `insert into public.memorials (slug, full_name, city_id, death_date, status, submitter_id, created_at)
    select 'bench-memorial-' || i, ${memorialName},
      (select id from public.cities order by slug limit 1), date '2020-01-01' + (i % 1500), ${status}, ${owner}, ${created}
    from generate_series($1::int, $2::int) as i`,
  creators: `insert into public.creators (slug, name_eng, name_lat, name_cyr, short_bio_eng, country, city, niche, status, verified, owner_user_id, created_at)
    select 'bench-creator-' || i, 'Creator ' || ${lat('i * 7')} || ' ' || i, ${lat('i * 11 + 1')} || ' ' || i,
      ${cyr('i * 11 + 1')} || ' ' || i, ${text}, case when i % 3 = 0 then 'USA' else 'Canada' end, 'Toronto',
      array[(array['Theatre','Music','Film','Podcast','Education','Commentary','Gaming','Tech','Business','Other'])[1 + (i / 10) % 10]],
      ${status}, i % 10 = 0, ${owner}, ${created}
    from generate_series($1::int, $2::int) as i`,
};

export interface GenerateOptions {
  rows: number;
  creators: number;
  ownerId: string;
  batch?: number;
}

async function fill(db: Database, table: string, count: number, ownerId: string, batch: number) {
  const bar = progressBar(table, count);
  for (let start = 1; start <= count; start += batch) {
    const end = Math.min(count, start + batch - 1);
    await db.query(statements[table]!, [start, end, ownerId]);
    bar.update(end);
  }
}

export async function generateContent(db: Database, options: GenerateOptions) {
  const batch = options.batch ?? 10_000;
  const perTable = Math.floor(options.rows / 4);
  await buildCity(db, 'toronto');
  for (const table of ['organizations', 'events', 'news', 'memorials']) {
    await fill(db, table, perTable, options.ownerId, batch);
  }
  await fill(db, 'creators', options.creators, options.ownerId, batch);
  // The steady state of a live database, where autovacuum has run: statistics, the
  // visibility map (index-only counts) and the trigram indexes' pending lists merged.
  await db.exec('vacuum analyze');
}
