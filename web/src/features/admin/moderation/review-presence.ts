import { queryOptions } from '@tanstack/react-query';
import { dataOf } from '@/lib/data-error.ts';
import { supabase } from '@/lib/supabase-client.ts';
import { queueFreshness } from './moderation-queries.ts';

/**
 * "Being reviewed by …" (0700): an editor who opens (focuses) a queue item
 * marks it for five minutes, renewed as they keep working in it; the other
 * editors' queues show the name. A mark is a hint, never a lock: the
 * decision itself is what the version check guards.
 */

export type PresenceTable =
  | 'organizations'
  | 'events'
  | 'news'
  | 'memorials'
  | 'businesses'
  | 'creators'
  | 'creator_revisions'
  | 'content_revisions'
  | 'creator_claims';

export interface ReviewInProgress {
  row_id: string;
  editor_name: string;
  since: string;
}

export function reviewsInProgressQueryOptions(table: PresenceTable) {
  return queryOptions({
    ...queueFreshness,
    queryKey: ['moderation', table, 'presence'],
    meta: { errorToast: false },
    queryFn: async (): Promise<Map<string, ReviewInProgress>> => {
      const rows = await dataOf(supabase.rpc('reviews_in_progress', { source_table: table }));
      return new Map(rows.map((row) => [row.row_id, row]));
    },
  });
}

/** Marked at most once a minute per item; a failed mark is tried again on the next focus. */
const renewAfterMs = 60_000;
const lastMarked = new Map<string, number>();

export function markReviewing(table: PresenceTable, id: string) {
  const key = `${table}:${id}`;
  const now = Date.now();
  if (now - (lastMarked.get(key) ?? 0) < renewAfterMs) return;
  lastMarked.set(key, now);
  void supabase.rpc('start_review', { source_table: table, row_id: id }).then(({ error }) => {
    if (error) lastMarked.delete(key);
  });
}
