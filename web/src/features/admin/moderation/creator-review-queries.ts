import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase-client.ts';
import { queueFreshness } from './moderation-queries.ts';
import { dataOf, throwIfError } from '@/lib/data-error.ts';

/** Claims of creator profiles and business listings (0441); reports have their own queries (report-review-queries.ts). */
export type CreatorReviewKind = 'claims';

export interface CreatorReviewRow {
  id: string;
  created_at: string;
  email?: string;
  proof?: string;
  creators: {
    name_eng: string | null;
    name_lat: string | null;
    name_cyr: string | null;
    slug: string;
  } | null;
  /** A claim of a business listing names the listing instead (target_kind 'business'). */
  businesses?: { name_en: string; name_sr_cyrl: string | null; slug: string } | null;
}

const source = {
  claims: {
    table: 'creator_claims',
    waiting: 'pending_admin_review',
    columns: 'id, created_at, email, proof',
  },
} as const;

/** Claims waiting for an editor, oldest first, with the creator's name. */
export function creatorReviewQueryOptions(kind: CreatorReviewKind) {
  const { table, waiting, columns } = source[kind];
  return queryOptions({
    ...queueFreshness,
    queryKey: ['moderation', kind, 'rows'],
    queryFn: (): Promise<CreatorReviewRow[]> =>
      dataOf(
        supabase
          .from(table)
          .select(
            `${columns}, creators(name_eng, name_lat, name_cyr, slug), businesses(name_en, name_sr_cyrl, slug)`,
          )
          .eq('status', waiting)
          .order('created_at', { ascending: true }),
      ),
  });
}

export function creatorReviewCountQueryOptions(kind: CreatorReviewKind) {
  const { table, waiting } = source[kind];
  return queryOptions({
    ...queueFreshness,
    queryKey: ['moderation', kind, 'count'],
    queryFn: async (): Promise<number> => {
      const { count, error } = await supabase
        .from(table)
        .select('id', { count: 'exact', head: true })
        .eq('status', waiting);
      throwIfError(error);
      return count ?? 0;
    },
  });
}

export type CreatorReviewAction = 'approve' | 'reject';

/** What approving a claim did: the owner is set, waits for a confirmed account, or the profile was taken. */
export type ClaimApproval = 'approved' | 'approved_without_account' | 'already_owned';

/**
 * Approve runs approve_creator_claim (the only step that sets an owner; the
 * profile's status never changes); reject (with the reason, which the
 * database requires and mails to the claimant) is a plain update.
 */
export async function reviewCreatorItem(
  action: CreatorReviewAction,
  id: string,
  reason = '',
): Promise<ClaimApproval | null> {
  if (action === 'approve') {
    const { data, error } = await supabase.rpc('approve_creator_claim', { claim_id: id });
    throwIfError(error);
    if (data === 'approved' || data === 'approved_without_account' || data === 'already_owned')
      return data;
    throw new Error('The claim is no longer waiting');
  }
  const { error, count } = await supabase
    .from('creator_claims')
    .update({ status: 'rejected', review_note: reason }, { count: 'exact' })
    .eq('id', id);
  throwIfError(error);
  if (count === 0) throw new Error('No row was updated');
  return null;
}
