import type { Tables } from '@domain/database.types.ts';
import type { BusinessCategory } from '@domain/content-categories.ts';
import { searchFold } from '@domain/search-fold.ts';

/** A row of the businesses table as the directory reads it. */
export type Business = Pick<
  Tables<'businesses'>,
  | 'id'
  | 'slug'
  | 'name_en'
  | 'name_sr_cyrl'
  | 'description_en'
  | 'description_sr_cyrl'
  | 'category'
  | 'city_tag'
  | 'address'
  | 'phone'
  | 'email'
  | 'website'
  | 'image_url'
  | 'featured'
  | 'claimable'
>;

/** SPEC §2: the directory's city filter. */
export const directoryCities = [
  'toronto',
  'vancouver',
  'calgary',
  'montreal',
  'ottawa',
  'edmonton',
  'winnipeg',
] as const;

export interface BusinessFilters {
  text: string;
  category: BusinessCategory | 'all';
  city: string;
}

/** Search by name or description (both languages, any script) plus category and city. */
export function filterBusinesses(businesses: readonly Business[], filters: BusinessFilters) {
  const wanted = searchFold(filters.text.trim());
  return businesses.filter((business) => {
    if (filters.category !== 'all' && business.category !== filters.category) return false;
    if (filters.city !== 'all' && business.city_tag !== filters.city) return false;
    if (wanted === '') return true;
    const texts = [
      business.name_en,
      business.name_sr_cyrl,
      business.description_en,
      business.description_sr_cyrl,
    ];
    return texts.some((text) => text && searchFold(text).includes(wanted));
  });
}

/** The first featured business goes on top; the rest fill the grid. */
export function splitFeatured(businesses: readonly Business[]) {
  const featured = businesses.find((business) => business.featured) ?? null;
  return { featured, rest: businesses.filter((business) => business !== featured) };
}
