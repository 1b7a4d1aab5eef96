import type { ContentTable } from '@domain/content-kinds.ts';
import { queryOptions } from '@tanstack/react-query';
import { throwIfError } from '@/lib/data-error.ts';
import { jsonObject } from '@/lib/json-object.ts';
import { supabase } from '@/lib/supabase-client.ts';
import { queueFreshness } from './moderation-queries.ts';

/** The tables whose published rows their owners revise (0273: creators; 0350: the rest). */
export type RevisedTable = ContentTable;

/** A pending change to a published row, with the row as it is now. */
export interface RevisionRow {
  id: string;
  table: RevisedTable;
  created_at: string;
  /** The version the queue saw; a decision names it (0700). */
  updated_at: string;
  changes: Record<string, unknown>;
  /** The published row (null if it is gone). */
  current: Record<string, unknown> | null;
}

export interface FieldChange {
  field: string;
  published: string;
  proposed: string;
}

const shown = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '—'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** One text per value: blank is null, object keys sorted (jsonb keeps its own key order). */
const canonical = (value: unknown): string =>
  JSON.stringify(value === '' || value === undefined ? null : value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([x], [y]) => x.localeCompare(y)))
      : inner,
  );

/** A value in words for a field whose JSON means nothing to a reader (a recurrence rule), else null. */
export type DescribeValue = (field: string, value: unknown) => string | null;

/** Field by field: only what the revision would change. */
export function revisionDiff(row: RevisionRow, describe?: DescribeValue): FieldChange[] {
  const current = row.current ?? {};
  const text = (field: string, value: unknown) => describe?.(field, value) ?? shown(value);
  return Object.entries(row.changes)
    .filter(([field, value]) => canonical(value) !== canonical(current[field]))
    .map(([field, value]) => ({
      field,
      published: text(field, current[field]),
      proposed: text(field, value),
    }));
}

export function revisionsQueryOptions() {
  return queryOptions({
    ...queueFreshness,
    queryKey: ['moderation', 'revisions', 'rows'],
    queryFn: async (): Promise<RevisionRow[]> => {
      const [creators, content] = await Promise.all([
        pendingCreatorRevisions(),
        pendingContentRevisions(),
      ]);
      return [...creators, ...content].sort((a, b) => a.created_at.localeCompare(b.created_at));
    },
  });
}

async function pendingCreatorRevisions(): Promise<RevisionRow[]> {
  const { data, error } = await supabase
    .from('creator_revisions')
    .select('id, created_at, updated_at, changes, creators(*)')
    .eq('status', 'pending_review')
    .order('created_at', { ascending: true });
  throwIfError(error);
  return data.map(({ creators, changes, ...row }) => ({
    ...row,
    table: 'creators',
    changes: jsonObject(changes),
    current: creators,
  }));
}

/** Revisions of the four content tables (0350), each with its row read from its own table. */
async function pendingContentRevisions(): Promise<RevisionRow[]> {
  const { data, error } = await supabase
    .from('content_revisions')
    .select('id, created_at, updated_at, changes, table:table_name, row_id')
    .eq('status', 'pending_review')
    .order('created_at', { ascending: true })
    .limit(200);
  throwIfError(error);
  const revisions = data.map((revision) => ({
    ...revision,
    changes: jsonObject(revision.changes),
  }));
  const tables = [...new Set(revisions.map((revision) => revision.table))];
  const rows = new Map<string, Record<string, unknown>>();
  await Promise.all(
    tables.map(async (table) => {
      const ids = revisions.filter((r) => r.table === table).map((r) => r.row_id);
      const found = await supabase.from(table).select('*').in('id', ids);
      throwIfError(found.error);
      for (const row of found.data) rows.set(row.id, row);
    }),
  );
  return revisions.map(({ row_id, ...revision }) => ({
    ...revision,
    current: rows.get(row_id) ?? null,
  }));
}

export function revisionCountQueryOptions() {
  return queryOptions({
    ...queueFreshness,
    queryKey: ['moderation', 'revisions', 'count'],
    queryFn: async (): Promise<number> => {
      const counts = await Promise.all(
        (['creator_revisions', 'content_revisions'] as const).map((table) =>
          supabase
            .from(table)
            .select('id', { count: 'exact', head: true })
            .eq('status', 'pending_review'),
        ),
      );
      const failed = counts.find((result) => result.error);
      throwIfError(failed?.error);
      return counts.reduce((sum, result) => sum + (result.count ?? 0), 0);
    },
  });
}

/**
 * Approve applies the revision; reject needs the reason, which the owner is
 * mailed. decide_revision (0700) names the version the queue showed: a
 * revision decided, or replaced by its author, since is refused (409).
 */
export async function decideRevision(row: RevisionRow, approve: boolean, reason = '') {
  const { data, error } = await supabase.rpc('decide_revision', {
    revision_table: row.table === 'creators' ? 'creator_revisions' : 'content_revisions',
    revision_id: row.id,
    approve,
    seen_updated_at: row.updated_at,
    ...(approve ? {} : { reason }),
  });
  throwIfError(error);
  if (data === 'not_pending') throw new Error('The revision is no longer waiting');
}
