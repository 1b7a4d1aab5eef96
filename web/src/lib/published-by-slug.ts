import type { PostgrestClient, PostgrestSingleResponse } from '@supabase/postgrest-js';
import { queryOptions } from '@tanstack/react-query';
import type { Database } from '@domain/database.types.ts';
import { read } from './rest-client.ts';

/** The filter of a page about one item: its slug, and published. */
interface PublishedSlug {
  slug: string;
  status: 'published';
}

/**
 * The query of a page about one published item (SPEC §7 detail and claim
 * pages). `query` selects the columns the page shows, narrowed by `published`
 * to the row with this slug, and asks for it with `maybeSingle()`: null when
 * there is none. The cache key is `[table, view, slug]`; an empty slug asks
 * nothing and answers null.
 */
export function publishedBySlugQueryOptions<Result>(
  [table, view]: [table: string, view: string],
  slug: string,
  query: (
    client: PostgrestClient<Database>,
    published: PublishedSlug,
  ) => PromiseLike<PostgrestSingleResponse<Result>>,
) {
  return queryOptions({
    queryKey: [table, view, slug],
    queryFn: async (): Promise<Result | null> => {
      if (!slug) return null;
      return read((client) => query(client, { slug, status: 'published' }));
    },
  });
}
