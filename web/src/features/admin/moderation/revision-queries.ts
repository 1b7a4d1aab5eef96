import { queryOptions } from '@tanstack/react-query';
import { throwIfError } from '../../../lib/data-error.ts';
import { supabase } from '../../../lib/supabase-client.ts';
import { queueFreshness } from './moderation-queries.ts';

/** A pending change to a published creator profile, with the profile as it is now (0273). */
export interface RevisionRow {
  id: string;
  created_at: string;
  changes: Record<string, unknown>;
  creators: Record<string, unknown> | null;
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

/** Field by field: only what the revision would change. */
export function revisionDiff(row: RevisionRow): FieldChange[] {
  const current = row.creators ?? {};
  return Object.entries(row.changes)
    .filter(
      ([field, value]) => JSON.stringify(value ?? null) !== JSON.stringify(current[field] ?? null),
    )
    .map(([field, value]) => ({ field, published: shown(current[field]), proposed: shown(value) }));
}

export function revisionsQueryOptions() {
  return queryOptions({
    ...queueFreshness,
    queryKey: ['moderation', 'revisions', 'rows'],
    queryFn: async (): Promise<RevisionRow[]> => {
      const { data, error } = await supabase
        .from('creator_revisions')
        .select('id, created_at, changes, creators(*)')
        .eq('status', 'pending_review')
        .order('created_at', { ascending: true });
      throwIfError(error);
      return data as unknown as RevisionRow[];
    },
  });
}

export function revisionCountQueryOptions() {
  return queryOptions({
    ...queueFreshness,
    queryKey: ['moderation', 'revisions', 'count'],
    queryFn: async (): Promise<number> => {
      const { count, error } = await supabase
        .from('creator_revisions')
        .select('id', { count: 'exact', head: true })
        .eq('status', 'pending_review');
      throwIfError(error);
      return count ?? 0;
    },
  });
}

/** Approve applies the revision; reject needs the reason, which the owner is mailed. */
export async function decideRevision(id: string, approve: boolean, reason = '') {
  const { data, error } = await supabase.rpc('decide_creator_revision', {
    revision_id: id,
    approve,
    ...(approve ? {} : { reason }),
  });
  throwIfError(error);
  if (data === 'not_pending') throw new Error('The revision is no longer waiting');
}
