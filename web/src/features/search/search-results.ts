import { routePath } from '@domain/routes.ts';
import { type ContentLanguage, localizedText } from '@domain/content-language.ts';
import { nameInReaderScript } from '@domain/name-script.ts';
import { searchWords } from '@domain/search-highlight.ts';

/** One row of the search_all RPC (docs/data-model.md "Search"). */
export interface SearchResult {
  type: SearchResultType;
  id: string;
  slug: string;
  title: string;
  title_sr_cyrl: string | null;
  description: string | null;
  description_sr_cyrl: string | null;
  name_en: string | null;
  /** 0 is best (docs/data-model.md "Search"); rows come best first. */
  rank: number;
}

export const searchResultTypes = ['city', 'organization', 'event', 'news', 'memorial'] as const;
export type SearchResultType = (typeof searchResultTypes)[number];

/** search_all's `type` column is text: a row of a type this page knows. */
export function hasKnownType<Row extends { type: string }>(
  row: Row,
): row is Row & { type: SearchResultType } {
  return (searchResultTypes as readonly string[]).includes(row.type);
}

/** The tabs of SPEC §9, in order; every tab but `all` shows one result type. */
export const searchTabs = [
  'all',
  'cities',
  'organizations',
  'events',
  'blog',
  'memorials',
] as const;
export type SearchTab = (typeof searchTabs)[number];

const tabTypes: Record<Exclude<SearchTab, 'all'>, SearchResultType> = {
  cities: 'city',
  organizations: 'organization',
  events: 'event',
  blog: 'news',
  memorials: 'memorial',
};

export function resultsInTab(results: readonly SearchResult[], tab: SearchTab): SearchResult[] {
  if (tab === 'all') return [...results];
  return results.filter((result) => result.type === tabTypes[tab]);
}

/** How many results each tab shows, for the counts on the tabs. */
export function countsByTab(results: readonly SearchResult[]): Record<SearchTab, number> {
  return Object.fromEntries(
    searchTabs.map((tab) => [tab, resultsInTab(results, tab).length]),
  ) as Record<SearchTab, number>;
}

const detailPaths: Record<SearchResultType, (slug: string) => string> = {
  city: (cityName) => routePath('city', { cityName }),
  organization: (slug) => routePath('organization', { slug }),
  event: (slug) => routePath('event', { slug }),
  news: (slug) => routePath('newsArticle', { slug }),
  memorial: (slug) => routePath('memorial', { slug }),
};

/** The detail page a result card opens. */
export function resultPath(result: Pick<SearchResult, 'type' | 'slug'>): string {
  return detailPaths[result.type](result.slug);
}

/** Results whose title is a proper name: a city, a person. */
const namedTypes: readonly SearchResultType[] = ['city', 'memorial'];

/**
 * Title and snippet in the reader's language, falling back to the other one;
 * a city's or a person's name in the reader's script, as their pages show it.
 */
export function resultText(result: SearchResult, language: ContentLanguage) {
  return {
    title: namedTypes.includes(result.type)
      ? nameInReaderScript(language, result.title, result.title_sr_cyrl)
      : localizedText(language, result.title, result.title_sr_cyrl),
    description: localizedText(language, result.description, result.description_sr_cyrl),
  };
}

/** Whether search_all would search the keyword: two letters or digits after folding. */
export function isSearchable(keyword: string): boolean {
  return searchWords(keyword).join(' ').length >= 2;
}

/** The keyword as sent: trimmed; an empty one means "no search" (results cleared). */
export function normalizeKeyword(raw: string | null): string {
  return (raw ?? '').trim();
}
