import { queryOptions } from '@tanstack/react-query';
import { type NewsRow, publishedNews } from '@/lib/content-rows.ts';
import { read } from '@/lib/rest-client.ts';

/** Published news, newest first; the list filters them on the client (SPEC §2 News). */
export function newsQueryOptions() {
  return queryOptions({
    queryKey: ['news', 'list'],
    meta: { errorToast: false },
    queryFn: (): Promise<NewsRow[]> => read(publishedNews),
  });
}
