import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase-client.ts';
import type { ModerationKind, ModerationTable } from './moderation-tables.ts';
import { throwIfError } from '@/lib/data-error.ts';
import type { Json } from '@domain/database.types.ts';
import { untypedClient } from '@/lib/untyped-client.ts';

/** The queue refetches on focus and every half minute, so counts do not go stale. */
export const queueFreshness = { refetchOnWindowFocus: true, refetchInterval: 30_000 } as const;

/**
 * Rows waiting for review in one table, oldest first (RLS shows editors
 * everything); the preview reads each row with its page's columns
 * (moderation-preview-queries.ts).
 */
export function pendingRowsQueryOptions({ table }: ModerationKind) {
  return queryOptions({
    ...queueFreshness,
    queryKey: ['moderation', table, 'rows'],
    queryFn: async (): Promise<Record<string, unknown>[]> => {
      const { data, error } = await untypedClient(supabase)
        .from(table)
        .select('*')
        .eq('status', 'pending_review')
        .order('created_at', { ascending: true })
        // One queue for five tables: each kind reads its row by column name (moderation-tables.ts).
        .overrideTypes<Record<string, unknown>[], { merge: false }>();
      throwIfError(error);
      return data;
    },
  });
}

/** How many rows wait in one table (for the tab labels). */
export function pendingCountQueryOptions(table: ModerationTable) {
  return queryOptions({
    ...queueFreshness,
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
  /** Sent with `draft` and required with `rejected`: the author reads it by email and on the dashboard. */
  note?: string;
}

/** One entry of an item's history (moderation_log). */
export interface ModerationHistoryEntry {
  at: string;
  actor: string;
  from: string | null;
  to: string;
  note: string | null;
}

/** Who submitted a waiting row, from where, and its decisions so far (moderation_context, 0272). */
export interface ModerationContext {
  row_id: string;
  submitter_name: string;
  submitter_email: string;
  submitter_ip: string;
  history: ModerationHistoryEntry[];
}

export function moderationContextQueryOptions(table: ModerationTable, ids: string[]) {
  return queryOptions({
    ...queueFreshness,
    queryKey: ['moderation', table, 'context', ids],
    enabled: ids.length > 0,
    queryFn: async (): Promise<Map<string, ModerationContext>> => {
      const { data, error } = await supabase.rpc('moderation_context', {
        source_table: table,
        row_ids: ids.slice(0, 200),
      });
      throwIfError(error);
      const rows = (data ?? []).map((row) => ({ ...row, history: historyEntries(row.history) }));
      return new Map(rows.map((row) => [row.row_id, row]));
    },
  });
}

/** moderation_context's `history` is jsonb: its entries, each field read as the text it holds. */
function historyEntries(history: Json): ModerationHistoryEntry[] {
  if (!Array.isArray(history)) return [];
  const text = (value: Json | undefined) =>
    value === null || value === undefined ? null : String(value);
  return history.flatMap((entry) =>
    entry && typeof entry === 'object' && !Array.isArray(entry)
      ? [
          {
            at: String(entry.at),
            actor: String(entry.actor),
            from: text(entry.from),
            to: String(entry.to),
            note: text(entry.note),
          },
        ]
      : [],
  );
}

/** A row that came back after a decision (sent back or rejected) is a resubmission. */
export function isResubmission(context: ModerationContext | undefined): boolean {
  return (context?.history ?? []).some((entry) => entry.to === 'draft' || entry.to === 'rejected');
}

/**
 * An editor's decision (decide_submission, 0700), naming the version of the
 * row the queue showed (`updated_at` as read): if someone decided or changed
 * it since, the database refuses it with 409 (decision-conflict.ts).
 */
export async function decide(
  table: ModerationTable,
  row: Record<string, unknown>,
  decision: ModerationDecision,
) {
  const { error } = await supabase.rpc('decide_submission', {
    target_table: table,
    row_id: String(row.id),
    decision: decision.status,
    seen_updated_at: String(row.updated_at),
    ...(decision.note === undefined ? {} : { note: decision.note }),
  });
  throwIfError(error);
}

/** Deletes a submission for good: RLS allows admins only; the database audits it. */
export async function deleteSubmission(table: ModerationTable, id: string) {
  const { error, count } = await supabase.from(table).delete({ count: 'exact' }).eq('id', id);
  throwIfError(error);
  if (count === 0) throw new Error('No row was deleted');
}
