import { publishedBySlugQueryOptions } from '@/lib/published-by-slug.ts';

/** One published creator by slug, or null (SPEC §7). */
export function creatorQueryOptions(slug: string) {
  return publishedBySlugQueryOptions(['creators', 'detail'], slug, (client, published) =>
    client.from('creators').select('*').match(published).maybeSingle(),
  );
}
