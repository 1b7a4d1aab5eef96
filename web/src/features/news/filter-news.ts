import { type ContentLanguage, localizedField } from '../../../../domain/content-language.ts';
import { searchFold } from '../../../../domain/search-fold.ts';
import type { NewsRow } from '../../lib/content-rows.ts';

export interface NewsFilters {
  search: string;
  /** A news category, or '' for all. */
  category: string;
}

/**
 * The news list filter (SPEC §2): category, and text search over the title and
 * excerpt the reader sees, blind to script, diacritics and case.
 */
export function filterNews(
  items: readonly NewsRow[],
  { search, category }: NewsFilters,
  language: ContentLanguage,
): NewsRow[] {
  const needle = searchFold(search);
  return items.filter((item) => {
    if (category && item.category !== category) return false;
    if (!needle) return true;
    const text = `${localizedField(item, 'title', language)} ${localizedField(item, 'excerpt', language)}`;
    return searchFold(text).includes(needle);
  });
}
