import type { ContentLanguage } from '@domain/content-language.ts';
import { keywordIsSerbian, searchWordsOf } from '@domain/keyword-match.ts';

/**
 * A list's keyword filter (/events, /organizations, /creators) as the arguments of
 * `published_events_matching` / `published_organizations_matching` /
 * `published_creators_matching`
 * (db/functions/list_search.sql), which match as the site search does:
 * script-, diacritic- and case-blind, each word at the start of a word,
 * Serbian word forms, the reader's language first. Undefined when the
 * keyword has no words to search for. `key` is what the results depend on,
 * for the query key.
 */
export interface ListKeyword {
  keyword: string;
  language: ContentLanguage;
  key: { words: string; serbian: boolean };
}

/** The SQL functions refuse a longer keyword (as search_all does). */
const maxKeywordLength = 200;

export function listKeyword(query: string, language: ContentLanguage): ListKeyword | undefined {
  const keyword = query.trim().slice(0, maxKeywordLength);
  const words = searchWordsOf(keyword);
  if (words.length === 0) return undefined;
  return {
    keyword,
    language,
    key: { words: words.join(' '), serbian: keywordIsSerbian(keyword, language) },
  };
}
