/**
 * The shapes of the content rows the public screens read through supabase-js
 * (docs/data-model.md), with the select lists that fetch them.
 */

export type OrganizationName = {
  name_en: string;
  name_sr_cyrl: string | null;
};

export type EventRow = {
  id: string;
  slug: string;
  title_en: string;
  title_sr_cyrl: string | null;
  description_en: string | null;
  description_sr_cyrl: string | null;
  event_date: string;
  event_time: string | null;
  end_date: string | null;
  end_time: string | null;
  timezone: string;
  location_text: string | null;
  venue_name: string | null;
  city_tag: string;
  tickets_url: string | null;
  featured_image_url: string | null;
  image_url: string | null;
  organizations: OrganizationName | null;
};

export const eventSelect = '*, organizations(name_en, name_sr_cyrl)';

export type OrganizationRow = {
  id: string;
  slug: string;
  name_en: string;
  name_sr_cyrl: string | null;
  description_en: string | null;
  description_sr_cyrl: string | null;
  category: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  city_tag: string | null;
  logo_image_url: string | null;
  image_url: string | null;
};

export type NewsRow = {
  id: string;
  slug: string;
  title_en: string;
  title_sr_cyrl: string | null;
  excerpt_en: string | null;
  excerpt_sr_cyrl: string | null;
  category: string;
  city_tag: string | null;
  image_url: string | null;
  created_at: string;
};

export const newsListSelect =
  'id, slug, title_en, title_sr_cyrl, excerpt_en, excerpt_sr_cyrl, category, city_tag, image_url, created_at';
