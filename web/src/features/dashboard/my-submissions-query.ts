import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase-client.ts';
import { throwIfError } from '@/lib/data-error.ts';
import { untypedClient } from '@/lib/untyped-client.ts';
import type { DashboardTab } from './dashboard-tabs.ts';

export interface MySubmission {
  id: string;
  title_en: string | null;
  title_sr_cyrl: string | null;
  /** Creators also have a Serbian Latin name. */
  title_lat: string | null;
  /** The lifecycle status (edit is allowed for draft only). */
  status: string;
  /** What the dashboard shows: status, or moderation_status for memorials. */
  shown_status: string;
  /** An editor's note on a row sent back as a draft. */
  review_note: string | null;
}

/** The signed-in person's own rows of one table, newest first (SPEC §7). */
export function mySubmissionsQueryOptions(tab: DashboardTab, userId: string) {
  return queryOptions({
    queryKey: ['dashboard', tab.table, userId],
    queryFn: async (): Promise<MySubmission[]> => {
      const [english, serbian] = tab.titleColumns;
      const columns = new Set(['id', 'status', 'created_at', english, serbian, tab.statusColumn]);
      if (tab.latinTitleColumn) columns.add(tab.latinTitleColumn);
      if (tab.table !== 'creators') columns.add('review_note');
      const { data, error } = await untypedClient(supabase)
        .from(tab.table)
        .select([...columns].join(', '))
        .eq(tab.ownerColumn, userId)
        .order('created_at', { ascending: false })
        // The columns above are all text (ids, titles, statuses, notes).
        .overrideTypes<Record<string, string | null>[], { merge: false }>();
      throwIfError(error);
      const rows = data ?? [];
      return rows.map((row) => ({
        id: String(row.id),
        title_en: row[english] ?? null,
        title_sr_cyrl: row[serbian] ?? null,
        title_lat: tab.latinTitleColumn ? (row[tab.latinTitleColumn] ?? null) : null,
        status: String(row.status),
        shown_status: String(row[tab.statusColumn]),
        review_note: row.review_note ?? null,
      }));
    },
  });
}
