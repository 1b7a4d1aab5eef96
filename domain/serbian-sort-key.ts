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
import { searchFold } from './search-fold.ts';

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
 * The column a list orders by for a reader: the folded English key
 * (`sort_en`, case and diacritics blind, db/migrations/0680) in English,
 * otherwise the stored abeceda or Azbuka key (db/migrations/0340).
 */
export function nameSortColumn(language: ContentLanguage): 'sort_en' | `sort_${SerbianAlphabet}` {
  const alphabet = readerAlphabet(language);
  return alphabet ? `sort_${alphabet}` : 'sort_en';
}

/** A name's key in the reader's order: Azbuka, abeceda, or folded English (as SQL's sort_en). */
export function readerSortKey(name: string, language: ContentLanguage): string {
  const alphabet = readerAlphabet(language);
  return alphabet ? serbianSortKey(name, alphabet) : searchFold(name);
}

/**
 * The items in the order the reader's list shows names (abeceda, Azbuka or
 * English), each name's key made once. The keys are compared code unit by
 * code unit, as SQL's collate "C" columns are, so a select's options, a list
 * the database ordered, the server's page and the browser's agree; English
 * folds case and diacritics ("Šumadija" with S, db/migrations/0680).
 */
export function sortedByReaderName<Item>(
  items: readonly Item[],
  language: ContentLanguage,
  name: (item: Item) => string,
): Item[] {
  const keyed = items.map((item) => ({ item, key: readerSortKey(name(item), language) }));
  keyed.sort((a, b) => Number(a.key > b.key) - Number(a.key < b.key));
  return keyed.map(({ item }) => item);
}
