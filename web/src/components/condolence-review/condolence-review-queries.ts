import { queryOptions } from '@tanstack/react-query';
import { throwIfError } from '@/lib/data-error.ts';
import { supabase } from '@/lib/supabase-client.ts';

/** A condolence waiting for approval, with its memorial. */
export interface CondolenceReviewRow {
  id: string;
  author_name: string;
  relation: string | null;
  message: string;
  created_at: string;
  memorial: { full_name: string; slug: string; submitter_id: string | null } | null;
}

const freshness = { refetchOnWindowFocus: true, refetchInterval: 30_000 } as const;

/**
 * Pending condolences, oldest first. RLS shows editors all of them and a
 * memorial's submitter those of their memorials; `submitterId` keeps only
 * the latter (the dashboard of an editor who also submitted memorials).
 * The key starts with 'moderation', so every queue decision refreshes it.
 */
export function condolenceReviewQueryOptions(submitterId?: string) {
  return queryOptions({
    ...freshness,
    queryKey: ['moderation', 'condolences', 'rows', submitterId ?? 'all'],
    queryFn: async (): Promise<CondolenceReviewRow[]> => {
      const { data, error } = await supabase
        .from('memorial_condolences')
        .select(
          'id, author_name, relation, message, created_at, memorial:memorials(full_name, slug, submitter_id)',
        )
        .eq('status', 'pending')
        .order('created_at', { ascending: true })
        .limit(200);
      throwIfError(error);
      const rows: CondolenceReviewRow[] = data;
      return submitterId ? rows.filter((row) => row.memorial?.submitter_id === submitterId) : rows;
    },
  });
}

export function condolenceReviewCountQueryOptions() {
  return queryOptions({
    ...freshness,
    queryKey: ['moderation', 'condolences', 'count'],
    queryFn: async (): Promise<number> => {
      const { count, error } = await supabase
        .from('memorial_condolences')
        .select('id', { count: 'exact', head: true })
        .eq('status', 'pending');
      throwIfError(error);
      return count ?? 0;
    },
  });
}

/** Approves or rejects a pending condolence (RLS: editors, or the memorial's submitter). */
export async function decideCondolence(id: string, status: 'approved' | 'rejected') {
  const { error, count } = await supabase
    .from('memorial_condolences')
    .update({ status }, { count: 'exact' })
    .eq('id', id)
    .eq('status', 'pending');
  throwIfError(error);
  if (count === 0) throw new Error('The condolence is no longer waiting');
}
