import { publishedBySlugQueryOptions } from '@/lib/published-by-slug.ts';
import { memorialDetailColumns } from '@/api/memorial-row.ts';

/** One published memorial by slug; null when there is none. */
export function memorialQueryOptions(slug: string) {
  return publishedBySlugQueryOptions(['memorials', 'detail'], slug, (client, published) =>
    client.from('memorials').select(memorialDetailColumns).match(published).maybeSingle(),
  );
}
