import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase-client.ts';
import { throwIfError } from '@/lib/data-error.ts';
import type { DashboardTab } from './dashboard-tabs.ts';

/** The latest revision the person proposed to one of their published rows (0273, 0350). */
export interface MyRevision {
  status: 'pending_review' | 'approved' | 'rejected';
  /** The editor's reason for a rejection. */
  review_note: string | null;
}

/** By row id: the latest revision of each of the person's rows of one table. */
export function myRevisionsQueryOptions(tab: DashboardTab, userId: string) {
  return queryOptions({
    queryKey: ['dashboard', tab.table, userId, 'revisions'],
    queryFn: async (): Promise<Map<string, MyRevision>> => {
      const { data, error } =
        tab.table === 'creators'
          ? await supabase
              .from('creator_revisions')
              .select('row_id:creator_id, status, review_note')
              .eq('author_id', userId)
              .order('created_at', { ascending: false })
          : await supabase
              .from('content_revisions')
              .select('row_id, status, review_note')
              .eq('table_name', tab.table)
              .eq('author_id', userId)
              .order('created_at', { ascending: false });
      throwIfError(error);
      const latest = new Map<string, MyRevision>();
      for (const row of data) {
        if (!latest.has(row.row_id))
          latest.set(row.row_id, { status: row.status, review_note: row.review_note });
      }
      return latest;
    },
  });
}
