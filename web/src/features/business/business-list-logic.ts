import type { Business } from '@/api/business-row.ts';
import type { BusinessCategory } from '@domain/content-categories.ts';
import type { ContentLanguage } from '@domain/content-language.ts';
import { keywordIsSerbian, keywordMatches } from '@domain/keyword-match.ts';

export type { Business } from '@/api/business-row.ts';

export interface BusinessFilters {
  text: string;
  category: BusinessCategory | 'all';
  city: string;
}

/**
 * Search by name or description (both languages, any script; matched as the
 * site search matches, domain/keyword-match.ts) plus category and city.
 */
export function filterBusinesses(
  businesses: readonly Business[],
  filters: BusinessFilters,
  language: ContentLanguage,
) {
  const serbian = keywordIsSerbian(filters.text, language);
  return businesses.filter((business) => {
    if (filters.category !== 'all' && business.category !== filters.category) return false;
    if (filters.city !== 'all' && business.city_tag !== filters.city) return false;
    const texts = [
      business.name_en,
      business.name_sr_cyrl,
      business.description_en,
      business.description_sr_cyrl,
    ];
    return keywordMatches(filters.text, texts, serbian);
  });
}

/** The first featured business goes on top; the rest fill the grid. */
export function splitFeatured(businesses: readonly Business[]) {
  const featured = businesses.find((business) => business.featured) ?? null;
  return { featured, rest: businesses.filter((business) => business !== featured) };
}
