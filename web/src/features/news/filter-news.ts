import { type ContentLanguage, localizedField } from '@domain/content-language.ts';
import { newsArchiveAfterDays } from '@domain/content-categories.ts';
import { keywordIsSerbian, keywordMatches } from '@domain/keyword-match.ts';
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
 * search over the title and excerpt the reader sees, matched as the site
 * search matches (domain/keyword-match.ts).
 */
export function filterNews(
  items: readonly NewsRow[],
  { search, category }: NewsFilters,
  language: ContentLanguage,
  now: Date = new Date(),
): NewsRow[] {
  const serbian = keywordIsSerbian(search, language);
  return items.filter((item) => {
    if (category === 'archive') {
      if (!isArchived(item, now)) return false;
    } else if (category && item.category !== category) return false;
    const texts = [
      localizedField(item, 'title', language),
      localizedField(item, 'excerpt', language),
    ];
    return keywordMatches(search, texts, serbian);
  });
}
