import { eventSelect } from '@/lib/content-rows.ts';
import { publishedBySlugQueryOptions } from '@/lib/published-by-slug.ts';

/** One published event by slug, or null when there is none (SPEC §7 detail pages). */
export function eventQueryOptions(slug: string) {
  return publishedBySlugQueryOptions(['events', 'detail'], slug, (client, published) =>
    client.from('events').select(eventSelect).match(published).maybeSingle(),
  );
}
