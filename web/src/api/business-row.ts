import type { Tables } from '@domain/database.types.ts';

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
