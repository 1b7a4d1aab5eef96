import { queryOptions } from '@tanstack/react-query';
import type { NewsRow } from '@/lib/content-rows.ts';
import { rest } from '@/lib/rest-client.ts';
import { throwIfError } from '@/lib/data-error.ts';

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
    queryFn: async (): Promise<NewsArticleRow | null> => {
      const { data, error } = await (
        await rest()
      )
        .from('news')
        .select('*, profiles(full_name)')
        .eq('slug', slug)
        .eq('status', 'published')
        .maybeSingle();
      throwIfError(error);
      return data;
    },
  });
}
