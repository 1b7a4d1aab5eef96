/**
 * Sort keys that put Serbian names in the order a Serbian reader expects:
 * Azbuka (А Б В Г Д Ђ Е Ж З И Ј К Л Љ М Н Њ О П Р С Т Ћ У Ф Х Ц Ч Џ Ш) on
 * Cyrillic pages and abeceda (A B C Č Ć D Dž Đ E F G H I J K L Lj M N Nj O P
 * R S Š T U V Z Ž) on Latin pages, with Љ/Lj, Њ/Nj and Џ/Dž as single letters.
 *
 * A key is compared byte by byte (a `collate "C"` column in SQL, `<` here).
 * Either script goes in: the text is lower-cased, Latin is spelled in Cyrillic
 * (the two Serbian alphabets correspond letter for letter), and each letter
 * becomes one ASCII character whose order is the letter's place in the
 * alphabet. The letters Serbian does not use (q, w, x, y) take the places
 * foreign names give them: after p and v in abeceda, after Ш in Azbuka.
 * Spaces, digits and punctuation stay as they are, so they sort before the
 * letters ("Ana K" before "Anabela"); other letters sort after them.
 *
 * public.sort_key_azbuka and public.sort_key_abeceda
 * (db/migrations/0340_serbian_sort_keys.sql) are the SQL twins of these
 * functions and must agree on every character (server/db/serbian-sort-key-sql.test.ts).
 */

import type { ContentLanguage } from './content-language.ts';

export type SerbianAlphabet = 'azbuka' | 'abeceda';

const capitals = 'ABCDEFGHIJKLMNOPQRSTUVWXYZČĆŠŽĐАБВГДЂЕЖЗИЈКЛЉМНЊОПРСТЋУФХЦЧЏШЀЍѐѝǄǅǆǇǈǉǊǋǌ';
const smalls = 'abcdefghijklmnopqrstuvwxyzčćšžđабвгдђежзијклљмнњопрстћуфхцчџшеиеиџџџљљљњњњ';

const latinDigraphs: ReadonlyArray<readonly [string, string]> = [
  ['dž', 'џ'],
  ['lj', 'љ'],
  ['nj', 'њ'],
];

const latinLetters = 'abcčćdđefghijklmnoprsštuvzž';
const asCyrillic = 'абцчћдђефгхијклмнопрсштувзж';

const order: Record<SerbianAlphabet, string> = {
  azbuka: 'абвгдђежзијклљмнњопрстћуфхцчџшqwxy',
  abeceda: 'абцчћдџђефгхијклљмнњопqрсштувwxyзж',
};
const ranks = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefgh';

/** Replaces each character of `from` by the character at the same place in `to`, as SQL translate() does. */
function translate(text: string, from: string, to: string): string {
  const source = [...from];
  const target = [...to];
  const table = new Map(source.map((char, index) => [char, target[index]!]));
  return [...text].map((char) => table.get(char) ?? char).join('');
}

export function serbianSortKey(text: string, alphabet: SerbianAlphabet): string {
  let key = translate(text, capitals, smalls);
  for (const [digraph, letter] of latinDigraphs) key = key.replaceAll(digraph, letter);
  key = translate(key, latinLetters, asCyrillic);
  return translate(key, order[alphabet], ranks).replace(/^ +| +$/g, '');
}

/** The alphabet of a Serbian reader, or undefined for English. */
export function readerAlphabet(language: ContentLanguage): SerbianAlphabet | undefined {
  if (language === 'en') return undefined;
  return language === 'sr_latin' ? 'abeceda' : 'azbuka';
}

/**
 * The column a list orders by for a reader: the English column in English,
 * otherwise the stored abeceda or Azbuka key (db/migrations/0340).
 */
export function nameSortColumn<English extends string>(
  language: ContentLanguage,
  englishColumn: English,
): English | `sort_${SerbianAlphabet}` {
  const alphabet = readerAlphabet(language);
  return alphabet ? `sort_${alphabet}` : englishColumn;
}

/**
 * The items in the order the reader's list shows names (abeceda, Azbuka or
 * English), each name's key made once.
 */
export function sortedByReaderName<Item>(
  items: readonly Item[],
  language: ContentLanguage,
  name: (item: Item) => string,
): Item[] {
  const alphabet = readerAlphabet(language);
  const keyed = items.map((item) => ({
    item,
    key: alphabet ? serbianSortKey(name(item), alphabet) : name(item),
  }));
  keyed.sort((a, b) =>
    alphabet
      ? Number(a.key > b.key) - Number(a.key < b.key)
      : a.key.localeCompare(b.key, 'en', { sensitivity: 'base' }),
  );
  return keyed.map(({ item }) => item);
}
