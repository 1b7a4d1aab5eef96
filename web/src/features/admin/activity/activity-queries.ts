import { queryOptions } from '@tanstack/react-query';
import { throwIfError } from '@/lib/data-error.ts';
import { supabase } from '@/lib/supabase-client.ts';
import { ilikePattern } from '../ilike-pattern.ts';

/** Entries a page of the activity log shows. */
export const activityPageSize = 25;

/** The kinds of item an editor decides on, as the queue's tabs name them. */
export const activityKinds = {
  organizations: ['organizations'],
  events: ['events'],
  news: ['news'],
  memorials: ['memorials'],
  businesses: ['businesses'],
  creators: ['creators'],
  revisions: ['content_revisions', 'creator_revisions'],
  claims: ['creator_claims'],
} as const;

export type ActivityKind = keyof typeof activityKinds;

export const activityDecisions = [
  'published',
  'approved',
  'draft',
  'rejected',
  'pending_review',
] as const;

export type ActivityDecision = (typeof activityDecisions)[number];

export interface ActivityFilters {
  /** Words of the item's name or of the editor's name. */
  search: string;
  decision: ActivityDecision | '';
  kind: ActivityKind | '';
}

export interface ActivityEntry {
  id: number;
  decided_at: string;
  editor_name: string;
  target_table: string;
  target_id: string;
  item_title: string;
  item_title_sr_cyrl: string;
  decision: string;
  reason: string | null;
}

/**
 * One page of the editors' decisions, newest first (decision_log, 0870; RLS
 * lets editors and admins read it), with how many match the filters.
 */
export function activityQueryOptions(filters: ActivityFilters, page: number) {
  return queryOptions({
    queryKey: ['admin', 'activity', filters, page],
    queryFn: async (): Promise<{ entries: ActivityEntry[]; total: number }> => {
      const from = page * activityPageSize;
      let query = supabase
        .from('decision_log')
        .select(
          'id, decided_at, editor_name, target_table, target_id, item_title, item_title_sr_cyrl, decision, reason',
          { count: 'exact' },
        )
        .order('decided_at', { ascending: false })
        .order('id', { ascending: false })
        .range(from, from + activityPageSize - 1);
      if (filters.decision) query = query.eq('decision', filters.decision);
      if (filters.kind) query = query.in('target_table', [...activityKinds[filters.kind]]);
      const pattern = ilikePattern(filters.search);
      if (pattern) {
        query = query.or(
          `item_title.ilike.${pattern},item_title_sr_cyrl.ilike.${pattern},editor_name.ilike.${pattern}`,
        );
      }
      const { data, error, count } = await query;
      throwIfError(error);
      return { entries: data, total: count ?? 0 };
    },
  });
}
