import type { TFunction } from '@/lib/translator.ts';
import type { ClaimApproval } from './creator-review-queries.ts';

/** The toast after a review action: what approving a claim did to the profile's owner, if anything. */
export function claimApprovalMessage(t: TFunction, approval: ClaimApproval | null, email: string) {
  if (approval === 'approved') return t('submissions.moderation.claimApproved', { email });
  if (approval === 'approved_without_account')
    return t('submissions.moderation.claimApprovedWithoutAccount', { email });
  if (approval === 'already_owned') return t('submissions.moderation.claimAlreadyOwned');
  return t('submissions.moderation.updated');
}
