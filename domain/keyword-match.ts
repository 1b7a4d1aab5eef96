import { searchFold } from './search-fold.ts';

/**
 * The site search's word matching for lists filtered in the browser (news,
 * businesses, memorials), the twin of `search_tsquery` and `search_lexemes`
 * (db/functions/list_search.sql, db/migrations/0560) that /events,
 * /organizations and /creators run in SQL: script-, diacritic- and case-blind; every word
 * of the keyword starts a word of the text, never inside one (`хор` finds
 * "Хор", not "choreographies"); for Serbian a keyword word of four or more
 * letters ending in a vowel also finds a word that is its stem plus up to two
 * letters (`sava` finds "Саве", "Савом"; `ljubica` finds "Љубицу").
 * server/db/list-search.test.ts checks the two agree.
 */

/** The folded words of a text, as search_words() writes them. */
export function searchWordsOf(text: string): string[] {
  return searchFold(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

const declinable = /^[a-z0-9]{3,}[aeiou]$/;

/** Whether one keyword word finds one word of the text. */
function wordFinds(keyword: string, word: string, serbian: boolean): boolean {
  if (word.startsWith(keyword)) return true;
  if (!serbian || !declinable.test(keyword)) return false;
  const stem = keyword.slice(0, -1);
  return word.startsWith(stem) && word.length - stem.length <= 2;
}

/**
 * Whether every word of `keyword` finds a word of one of `texts`. True for a
 * keyword without words (nothing to filter by). `serbian`: the reader reads
 * Serbian or the keyword is Cyrillic (`keywordIsSerbian`).
 */
export function keywordMatches(
  keyword: string,
  texts: readonly (string | null | undefined)[],
  serbian: boolean,
): boolean {
  const wanted = searchWordsOf(keyword);
  if (wanted.length === 0) return true;
  const words = texts.flatMap((text) => (text ? searchWordsOf(text) : []));
  return wanted.every((keywordWord) => words.some((word) => wordFinds(keywordWord, word, serbian)));
}

const cyrillic = /[\u0400-\u04ff]/;

/** Serbian matching for a Serbian reader or a Cyrillic keyword, as search_all decides. */
export function keywordIsSerbian(keyword: string, readerLanguage: string): boolean {
  return readerLanguage !== 'en' || cyrillic.test(keyword);
}
