import type { Tables } from '@domain/database.types.ts';

/** The columns of a memorial the list and detail pages read (docs/data-model.md). */
type MemorialFields = Pick<
  Tables<'memorials'>,
  | 'id'
  | 'slug'
  | 'full_name'
  | 'first_name'
  | 'middle_name'
  | 'last_name'
  | 'birth_date'
  | 'death_date'
  | 'place_of_birth'
  | 'place_of_passing'
  | 'grammatical_gender'
  | 'profile_image_url'
  | 'gallery_image_urls'
  | 'obituary_en'
  | 'obituary_sr_cyrl'
>;

/**
 * A published memorial as the list and detail pages read it. The detail page
 * also reads the service ({date, time, church, address}, memorial-service.ts)
 * and the time zone of the city's province, the service's.
 */
export type Memorial = MemorialFields & {
  service_info?: Tables<'memorials'>['service_info'];
  city: {
    slug: string;
    name: string;
    name_sr_cyrl: string | null;
    province?: { timezone: string; country: string } | null;
  } | null;
};

// One literal each (not joined with +): supabase-js types the rows from the select text.
export const memorialColumns =
  'id, slug, full_name, first_name, middle_name, last_name, birth_date, death_date, place_of_birth, place_of_passing, grammatical_gender, profile_image_url, gallery_image_urls, obituary_en, obituary_sr_cyrl, city:cities(slug, name, name_sr_cyrl)';

/** The memorial page also reads the service and its time zone (the city's province's). */
export const memorialDetailColumns =
  'id, slug, full_name, first_name, middle_name, last_name, birth_date, death_date, place_of_birth, place_of_passing, grammatical_gender, profile_image_url, gallery_image_urls, obituary_en, obituary_sr_cyrl, service_info, city:cities(slug, name, name_sr_cyrl, province:provinces_states(timezone, country))';
