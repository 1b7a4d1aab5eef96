import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApproveOrReject } from './approve-or-reject.tsx';
import { QueueState } from './queue-state.tsx';
import { QueueCard, QueueItemTitle, SubmittedLine } from './queue-card.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { creatorName } from '@domain/creator-display.ts';
import { localizedField } from '@domain/content-language.ts';
import { routes } from '@domain/routes.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { claimApprovalMessage } from './claim-approval-message.ts';
import { useModerationAction } from './use-moderation-action.ts';
import {
  creatorReviewQueryOptions,
  reviewCreatorItem,
  type CreatorReviewAction,
} from './creator-review-queries.ts';

/**
 * Creator claims (approve, or reject with a reason the claimant is mailed),
 * each next to the profile it is about. Reports: report-review-list.tsx.
 */
export function CreatorReviewList({ linkedId }: { linkedId: string }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const query = useQuery(creatorReviewQueryOptions('claims'));
  const { busyId, run } = useModerationAction();
  const [rejecting, setRejecting] = useState<string | null>(null);

  function act(action: CreatorReviewAction, id: string, email = '', reason = '') {
    return run(id, async () => {
      const approval = await reviewCreatorItem(action, id, reason);
      setRejecting(null);
      return claimApprovalMessage(t, approval, email);
    });
  }

  return (
    <QueueState query={query}>
      {(rows) => (
        <div className="grid gap-4">
          {rows.map((row) => {
            const business = row.businesses ?? null;
            const name =
              (row.creators && creatorName(row.creators, language)) ||
              (business && localizedField(business, 'name', language)) ||
              row.creators?.slug ||
              '—';
            const page = row.creators
              ? `/creator/${encodeURIComponent(row.creators.slug)}`
              : business
                ? `${routes.businessDirectory}?text=${encodeURIComponent(business.name_en)}`
                : null;
            const busy = busyId === row.id;
            return (
              <QueueCard key={row.id} id={row.id} label={name} linked={linkedId === row.id}>
                <QueueItemTitle name={name} to={page} />
                <SubmittedLine
                  date={row.created_at}
                  by={t('submissions.moderation.claimBy', { email: row.email ?? '' })}
                />
                <p className="whitespace-pre-line text-stone-800">
                  {t('submissions.moderation.proof', { proof: row.proof ?? '' })}
                </p>
                <p className="text-sm text-stone-600">
                  {business
                    ? t('businessListing.claimHint')
                    : t('submissions.moderation.claimHint')}
                </p>
                <ApproveOrReject
                  id={row.id}
                  busy={busy}
                  rejecting={rejecting === row.id}
                  rejectHint={t('submissions.moderation.claimRejectHint')}
                  onApprove={() => void act('approve', row.id, row.email)}
                  onStartReject={() => setRejecting(row.id)}
                  onReject={(reason) => void act('reject', row.id, row.email, reason)}
                  onCancel={() => setRejecting(null)}
                />
              </QueueCard>
            );
          })}
        </div>
      )}
    </QueueState>
  );
}
