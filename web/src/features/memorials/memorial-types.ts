/** A published memorial as the list and detail pages read it (docs/data-model.md). */
export interface Memorial {
  id: string;
  slug: string;
  full_name: string;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  birth_date: string | null;
  death_date: string | null;
  place_of_birth: string | null;
  place_of_passing: string | null;
  /** feminine, masculine or null: chooses the forms of Serbian texts (migration 0430). */
  grammatical_gender?: 'feminine' | 'masculine' | null;
  profile_image_url: string | null;
  gallery_image_urls: string[];
  obituary_en: unknown;
  obituary_sr_cyrl: unknown;
  /** {date, time, church, address}, each optional (memorial-service.ts reads it). */
  service_info?: unknown;
  city: {
    slug: string;
    name: string;
    name_sr_cyrl: string | null;
    /** The province's or state's time zone: the service's. */
    province?: { timezone: string } | null;
  } | null;
}

// One literal each (not joined with +): supabase-js types the rows from the select text.
export const memorialColumns =
  'id, slug, full_name, first_name, middle_name, last_name, birth_date, death_date, place_of_birth, place_of_passing, grammatical_gender, profile_image_url, gallery_image_urls, obituary_en, obituary_sr_cyrl, city:cities(slug, name, name_sr_cyrl)';

/** The memorial page also reads the service and its time zone (the city's province's). */
export const memorialDetailColumns =
  'id, slug, full_name, first_name, middle_name, last_name, birth_date, death_date, place_of_birth, place_of_passing, grammatical_gender, profile_image_url, gallery_image_urls, obituary_en, obituary_sr_cyrl, service_info, city:cities(slug, name, name_sr_cyrl, province:provinces_states(timezone))';
