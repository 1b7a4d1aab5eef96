import { queryOptions } from '@tanstack/react-query';
import { supabase } from '../../../lib/supabase-client.ts';
import type { ModerationKind, ModerationTable } from './moderation-tables.ts';
import { throwIfError } from '../../../lib/data-error.ts';

/** Rows waiting for review in one table, oldest first (RLS shows editors everything). */
export function pendingRowsQueryOptions({ table, select }: ModerationKind) {
  return queryOptions({
    queryKey: ['moderation', table, 'rows'],
    queryFn: async (): Promise<Record<string, unknown>[]> => {
      const { data, error } = await supabase
        .from(table)
        .select(select)
        .eq('status', 'pending_review')
        .order('created_at', { ascending: true });
      throwIfError(error);
      return data as unknown as Record<string, unknown>[];
    },
  });
}

/** How many rows wait in one table (for the tab labels). */
export function pendingCountQueryOptions(table: ModerationTable) {
  return queryOptions({
    queryKey: ['moderation', table, 'count'],
    queryFn: async (): Promise<number> => {
      const { count, error } = await supabase
        .from(table)
        .select('id', { count: 'exact', head: true })
        .eq('status', 'pending_review');
      throwIfError(error);
      return count ?? 0;
    },
  });
}

export interface ModerationDecision {
  status: 'published' | 'rejected' | 'draft';
  /** Sent with `draft`: the author reads it on the dashboard. */
  note?: string;
}

/** An editor's decision: one update that RLS allows editors only; the database audits it. */
export async function decide(table: ModerationTable, id: string, decision: ModerationDecision) {
  const changes: Record<string, unknown> = { status: decision.status };
  if (table === 'creators') changes.updated_at = new Date().toISOString();
  if (decision.note !== undefined) changes.review_note = decision.note;
  const { error, count } = await supabase
    .from(table)
    .update(changes, { count: 'exact' })
    .eq('id', id);
  throwIfError(error);
  if (count === 0) throw new Error('No row was updated');
}

/** Deletes a submission for good: RLS allows admins only; the database audits it. */
export async function deleteSubmission(table: ModerationTable, id: string) {
  const { error, count } = await supabase.from(table).delete({ count: 'exact' }).eq('id', id);
  throwIfError(error);
  if (count === 0) throw new Error('No row was deleted');
}
