import { queryOptions } from '@tanstack/react-query';
import { type NewsRow, newsListSelect } from '@/lib/content-rows.ts';
import { rest } from '@/lib/rest-client.ts';
import { throwIfError } from '@/lib/data-error.ts';

/** Published news, newest first; the list filters them on the client (SPEC §2 News). */
export function newsQueryOptions() {
  return queryOptions({
    queryKey: ['news', 'list'],
    meta: { errorToast: false },
    queryFn: async (): Promise<NewsRow[]> => {
      const { data, error } = await (
        await rest()
      )
        .from('news')
        .select(newsListSelect)
        .eq('status', 'published')
        .order('created_at', { ascending: false });
      throwIfError(error);
      return data;
    },
  });
}
