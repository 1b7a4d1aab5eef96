import { publishedBySlugQueryOptions } from '@/lib/published-by-slug.ts';
import type { NewsRow } from '@/lib/content-rows.ts';

export type NewsArticleRow = NewsRow & {
  content_en: string;
  content_sr_cyrl: string | null;
  updated_at: string;
  profiles: { full_name: string | null } | null;
};

/** One published article by slug with its author's full name, or null (SPEC §7). */
export function newsArticleQueryOptions(slug: string) {
  return publishedBySlugQueryOptions(['news', 'detail'], slug, (client, published) =>
    client.from('news').select('*, profiles(full_name)').match(published).maybeSingle(),
  );
}
