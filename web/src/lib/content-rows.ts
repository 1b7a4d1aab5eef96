/**
 * The shapes of the content rows the public screens read through supabase-js
 * (docs/data-model.md), with the select lists that fetch them.
 */

import type { EventHeadRow } from '@domain/seo/event-page.ts';
import type { OrganizationHeadRow } from '@domain/seo/organization-page.ts';
import type { PostgrestClient } from '@supabase/postgrest-js';
import type { Database, Tables } from '@domain/database.types.ts';

export type OrganizationName = {
  name_en: string;
  name_sr_cyrl: string | null;
};

/** An `events` row with its organization's name: the fields of its page head, plus the id. */
export type EventRow = EventHeadRow & { id: string } & Partial<
    Pick<Tables<'events'>, 'recurrence' | 'repeats_until'>
  >;

export const eventSelect = '*, organizations(name_en, name_sr_cyrl)';

/** An `organizations` row: the fields of its page head, plus the id and category. */
export type OrganizationRow = OrganizationHeadRow & { id: string; category: string };

/** A `news` row as the lists show it: the columns of `newsListSelect`. */
export type NewsRow = Pick<
  Tables<'news'>,
  | 'id'
  | 'slug'
  | 'title_en'
  | 'title_sr_cyrl'
  | 'excerpt_en'
  | 'excerpt_sr_cyrl'
  | 'category'
  | 'city_tag'
  | 'image_url'
  | 'created_at'
>;

export const newsListSelect =
  'id, slug, title_en, title_sr_cyrl, excerpt_en, excerpt_sr_cyrl, category, city_tag, image_url, created_at';

/** Published news for a list, newest first; a page narrows it (a city) and limits it. */
export function publishedNews(client: PostgrestClient<Database>) {
  return client
    .from('news')
    .select(newsListSelect)
    .eq('status', 'published')
    .order('created_at', { ascending: false });
}

/**
 * Published events dated `today` or later, and recurring ones whose rule
 * reaches today or later (repeats_until, migration 0750), soonest first; a
 * page narrows and limits them, and shows the occurrences
 * (domain/event-occurrences.ts upcomingOccurrences).
 */
export function upcomingEvents(client: PostgrestClient<Database>, today: string) {
  return client
    .from('events')
    .select(eventSelect)
    .eq('status', 'published')
    .or(`event_date.gte.${today},repeats_until.gte.${today}`)
    .order('event_date', { ascending: true });
}
