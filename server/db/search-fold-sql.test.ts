import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchFold } from '../../domain/search-fold.ts';
import { createTestDatabase, type TestDatabase } from '../test/template-database.ts';

/**
 * public.search_fold (db/migrations/0002_search_fold.sql) must fold exactly
 * as domain/search-fold.ts does, or a search typed in the browser would not
 * match the index. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
 */

const handPicked = [
  '',
  ' ',
  '   ',
  'Beograd',
  'beograd',
  'BEOGRAD',
  'Београд',
  'БЕОГРАД',
  'београд',
  'Đoković',
  'Djokovic',
  'ĐOKOVIĆ',
  'Ђоковић',
  'ЂОКОВИЋ',
  'ÐOKOVIĆ',
  'Љубав',
  'ЉУБАВ',
  'КРАЉ',
  'Краљ Петар',
  'Њујорк',
  'ЊУЈОРК',
  'Џеп',
  'ЏЕП',
  'Džep',
  'DŽEP',
  'Ǆ ǅ ǆ Ǉ ǈ ǉ Ǌ ǋ ǌ',
  'č ć š ž đ Č Ć Š Ž Đ',
  'Чачак',
  'Čačak',
  'Cacak',
  'Шабац',
  'Жабаљ',
  'Ћуприја',
  'Срђан Јовановић',
  'Петар Петровић Његош',
  'ПЕТАР ПЕТРОВИЋ ЊЕГОШ',
  'Љ. Петровић',
  'сѐ и ѝ',
  'СЀ И Ѝ',
  'ЯБЛОКО йод ЁЖ Їжак Ѓорѓи Ќерка Ѕвезда',
  'Café Crème',
  'Müller Öztürk Ünal',
  'São Paulo',
  'Kraków Łódź',
  'Dvořák Ůstí',
  'Straße STRAẞE',
  'Encyclopædia Œuvre',
  'Ærø Øresund',
  'Þór',
  'Timișoara Țară Timişoara',
  'İstanbul ılık ğ',
  'Erdős Győr',
  'Ĳsselmeer',
  'Ñandú',
  'Ÿ ÿ Ý ý',
  'C\u030Cac\u030Cak',
  'Cafe\u0301',
  'Đoković'.normalize('NFD'),
  'Beo\u00adgrad',
  'Beo\u200bgrad',
  '  Novi \t\n Sad  ',
  '\u00a0Нови\u2003Сад\u3000',
  '\ufeffBOM',
  'a\u0085b',
  'Hello, World! 2026-01-01 #1 (a+b)',
  'O\'Brien & Sons — 50% off; "quoted" [x] {y} <z> a/b\\c',
  '100 000,50 $ · € · £ · ¥',
  'Ωμέγα ΑΘΗΝΑ 東京 서울 עברית',
  'Слава 🇷🇸 👨‍👩‍👧 ❤️ 1️⃣',
  '𝔸𝕓𝕔 𝐀𝐁𝐂',
  'Concert: Бајага & Instruktori — TORONTO',
  'Српска православна црква Св. Саве, Chicago IL',
  'Kolo "Veseli Šumadinci" — Ottawa',
];

/** A small deterministic generator (mulberry32), so the corpus is the same on every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pools = [
  'абвгдђежзијклљмнњопрстћуфхцчџшАБВГДЂЕЖЗИЈКЛЉМНЊОПРСТЋУФХЦЧЏШ',
  'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ',
  'čćšžđČĆŠŽĐéèüöäßæœøÅÑłŁőűșțİı',
  '0123456789.,;:!?-–—\'"()[]/&%#@',
  ' \t\n\u00a0\u2003\u3000',
  '\u0301\u030c\u0308\u00ad\u200b',
  'ЯЁЙЩЫЭЮяёйщыэюЇЃ',
];
const emoji = ['🙂', '🇷🇸', '👨‍👩‍👧', '❤️', '🎉', '𝔸'];

function generated(count: number): string[] {
  const next = random(20260101);
  const pick = <T>(items: ArrayLike<T>): T => items[Math.floor(next() * items.length)]!;
  return Array.from({ length: count }, () => {
    const length = Math.floor(next() * 24);
    let text = '';
    for (let index = 0; index < length; index += 1) {
      text += next() < 0.05 ? pick(emoji) : pick(Array.from(pick(pools)));
    }
    return text;
  });
}

const corpus = [...handPicked, ...generated(250)];

/** Every code point of the basic plane except U+0000 and surrogates, plus emoji and math letters. */
function everyCodePoint(): string[] {
  const points: number[] = [];
  for (let code = 1; code <= 0xffff; code += 1) {
    if (code < 0xd800 || code > 0xdfff) points.push(code);
  }
  for (let code = 0x1d400; code <= 0x1d7ff; code += 1) points.push(code);
  for (let code = 0x1f300; code <= 0x1faff; code += 1) points.push(code);
  // Between two letters, so a character that folds to a space is not trimmed away.
  return points.map((code) => `x${String.fromCodePoint(code)}Y`);
}

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('public.search_fold', () => {
  it('has a corpus of more than 200 distinct strings', () => {
    expect(new Set(corpus).size).toBeGreaterThan(200);
  });

  it('agrees with searchFold on every string of the corpus', async () => {
    const mismatches: { text: string; sql: unknown; ts: string }[] = [];
    for (const text of corpus) {
      const { rows } = await database.db.query<{ folded: string }>(
        'select public.search_fold($1) as folded',
        [text],
      );
      const ts = searchFold(text);
      if (rows[0]?.folded !== ts) mismatches.push({ text, sql: rows[0]?.folded, ts });
    }
    expect(mismatches).toEqual([]);
  });

  it('agrees with searchFold on every single character', async () => {
    const texts = everyCodePoint();
    const { rows } = await database.db.query<{ folded: string }>(
      'select public.search_fold(text) as folded from unnest($1::text[]) with ordinality as input(text, n) order by n',
      [texts],
    );
    expect(rows).toHaveLength(texts.length);
    const mismatches = texts
      .map((text, index) => ({ text, sql: rows[index]!.folded, ts: searchFold(text) }))
      .filter(({ sql, ts }) => sql !== ts)
      .map(({ text, sql, ts }) => ({ code: text.codePointAt(1)!.toString(16), sql, ts }));
    expect(mismatches).toEqual([]);
  });

  it('is immutable, strict and parallel safe, so it can be indexed', async () => {
    const { rows } = await database.db.query(
      `select provolatile, proisstrict, proparallel from pg_proc
        where oid = 'public.search_fold(text)'::regprocedure`,
    );
    expect(rows).toEqual([{ provolatile: 'i', proisstrict: true, proparallel: 's' }]);
    const { rows: nulls } = await database.db.query('select public.search_fold(null) as folded');
    expect(nulls).toEqual([{ folded: null }]);
    await database.db.exec(`
      create table search_fold_probe (title text);
      create index search_fold_probe_trgm on search_fold_probe
        using gin (public.search_fold(title) gin_trgm_ops);
      insert into search_fold_probe values ('Ђоковић'), ('Beograd');`);
    const { rows: found } = await database.db.query(
      `select title from search_fold_probe where public.search_fold(title) like '%' || public.search_fold($1) || '%'`,
      ['DJOKOVIC'],
    );
    expect(found).toEqual([{ title: 'Ђоковић' }]);
  });

  it('can be called by anon, authenticated and service_role', async () => {
    for (const role of ['anon', 'authenticated', 'service_role']) {
      const folded = await database.db.transaction(async (tx) => {
        await tx.query(`set local role ${role}`);
        const { rows } = await tx.query<{ folded: string }>(
          'select public.search_fold($1) as folded',
          ['Ђорђе'],
        );
        return rows[0]?.folded;
      });
      expect(folded, role).toBe('djordje');
    }
  });
});
