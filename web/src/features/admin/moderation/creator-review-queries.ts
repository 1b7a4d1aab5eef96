import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase-client.ts';
import { queueFreshness } from './moderation-queries.ts';
import { dataOf, throwIfError } from '@/lib/data-error.ts';

/** Claims of creator profiles, business listings (0441) and organizations (0831); reports have their own queries (report-review-queries.ts). */
export type CreatorReviewKind = 'claims';

export interface CreatorReviewRow {
  id: string;
  created_at: string;
  /** The version the queue saw; a decision names it (0700). */
  updated_at: string;
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
  /** A claim of an organization names the organization (target_kind 'organization', 0831). */
  organizations?: { name_en: string; name_sr_cyrl: string | null; slug: string } | null;
}

const source = {
  claims: {
    table: 'creator_claims',
    waiting: 'pending_admin_review',
    columns: 'id, created_at, updated_at, email, proof',
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
            `${columns}, creators(name_eng, name_lat, name_cyr, slug), businesses(name_en, name_sr_cyrl, slug), organizations(name_en, name_sr_cyrl, slug)`,
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
 * decide_claim (0700), naming the version of the claim the queue showed:
 * approval is the only step that sets an owner (the profile's status never
 * changes); a rejection carries the reason, which the database requires and
 * mails to the claimant. A claim decided or changed since is refused (409).
 */
export async function reviewCreatorItem(
  action: CreatorReviewAction,
  row: Pick<CreatorReviewRow, 'id' | 'updated_at'>,
  reason = '',
): Promise<ClaimApproval | null> {
  const { data, error } = await supabase.rpc('decide_claim', {
    claim_id: row.id,
    approve: action === 'approve',
    seen_updated_at: row.updated_at,
    ...(action === 'approve' ? {} : { reason }),
  });
  throwIfError(error);
  if (action === 'reject') return null;
  if (data === 'approved' || data === 'approved_without_account' || data === 'already_owned')
    return data;
  throw new Error('The claim is no longer waiting');
}
