import { type ContentLanguage, localizedField } from '@domain/content-language.ts';
import { newsArchiveAfterDays } from '@domain/content-categories.ts';
import { searchFold } from '@domain/search-fold.ts';
import type { NewsRow } from '@/lib/content-rows.ts';

export interface NewsFilters {
  search: string;
  /** A news category, or '' for all. */
  category: string;
}

const dayMs = 86_400_000;

/** The archive (mega menu): older than newsArchiveAfterDays, or filed as 'archive'. */
export function isArchived(item: Pick<NewsRow, 'category' | 'created_at'>, now: Date): boolean {
  const age = now.getTime() - Date.parse(item.created_at);
  return item.category === 'archive' || age > newsArchiveAfterDays * dayMs;
}

/**
 * The news list filter (SPEC §2): category (the archive is by age), and text
 * search over the title and excerpt the reader sees, blind to script,
 * diacritics and case.
 */
export function filterNews(
  items: readonly NewsRow[],
  { search, category }: NewsFilters,
  language: ContentLanguage,
  now: Date = new Date(),
): NewsRow[] {
  const needle = searchFold(search);
  return items.filter((item) => {
    if (category === 'archive') {
      if (!isArchived(item, now)) return false;
    } else if (category && item.category !== category) return false;
    if (!needle) return true;
    const text = `${localizedField(item, 'title', language)} ${localizedField(item, 'excerpt', language)}`;
    return searchFold(text).includes(needle);
  });
}
