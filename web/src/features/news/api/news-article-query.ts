import { queryOptions } from '@tanstack/react-query';
import type { NewsRow } from '@/lib/content-rows.ts';
import { read } from '@/lib/rest-client.ts';

export type NewsArticleRow = NewsRow & {
  content_en: string;
  content_sr_cyrl: string | null;
  updated_at: string;
  profiles: { full_name: string | null } | null;
};

/** One published article by slug with its author's full name, or null (SPEC §7). */
export function newsArticleQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['news', 'detail', slug],
    queryFn: (): Promise<NewsArticleRow | null> =>
      read((client) =>
        client
          .from('news')
          .select('*, profiles(full_name)')
          .eq('slug', slug)
          .eq('status', 'published')
          .maybeSingle(),
      ),
  });
}
