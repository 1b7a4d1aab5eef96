import { formatDate } from '@domain/format-date.ts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { LoadingState } from '@/components/ui/loading-state.tsx';
import { creatorName } from '@domain/creator-display.ts';
import { localizedField } from '@domain/content-language.ts';
import { routes } from '@domain/routes.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { claimApprovalMessage } from './claim-approval-message.ts';
import { useModerationAction } from './use-moderation-action.ts';
import { ReasonForm } from './reason-form.tsx';
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

  if (query.isPending) return <LoadingState label={t('submissions.moderation.loading')} />;
  if (query.isError) return <ErrorState message={t('submissions.moderation.loadFailed')} />;
  if (query.data.length === 0) return <EmptyState message={t('submissions.moderation.empty')} />;
  return (
    <div className="grid gap-4">
      {query.data.map((row) => {
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
          <article
            key={row.id}
            id={`item-${row.id}`}
            aria-label={name}
            ref={(element) => {
              if (element && linkedId === row.id) element.scrollIntoView({ block: 'start' });
            }}
            className={`grid gap-2 rounded-xl border bg-white p-5 shadow-sm ${linkedId === row.id ? 'border-serbian-blue-700 ring-2 ring-serbian-blue-200' : 'border-stone-200'}`}
          >
            <h3 className="text-lg font-semibold text-stone-900">
              {page ? (
                <Link className="underline" to={page}>
                  {name}
                </Link>
              ) : (
                name
              )}
            </h3>
            <p className="text-sm text-stone-600">
              {t('submissions.moderation.submitted', {
                date: formatDate(row.created_at, language, { dateStyle: 'medium' }),
              })}{' '}
              · {t('submissions.moderation.claimBy', { email: row.email ?? '' })}
            </p>
            <p className="whitespace-pre-line text-stone-800">
              {t('submissions.moderation.proof', { proof: row.proof ?? '' })}
            </p>
            <p className="text-sm text-stone-600">
              {business ? t('businessListing.claimHint') : t('submissions.moderation.claimHint')}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button
                size="sm"
                disabled={busy}
                onClick={() => void act('approve', row.id, row.email)}
              >
                {t('submissions.moderation.approve')}
              </Button>
              <Button
                size="sm"
                variant="destructive"
                disabled={busy}
                aria-expanded={rejecting === row.id}
                onClick={() => setRejecting(row.id)}
              >
                {t('submissions.moderation.reject')}
              </Button>
            </div>
            {rejecting === row.id && (
              <ReasonForm
                id={`reason-${row.id}`}
                label={t('submissions.moderation.rejectLabel')}
                hint={t('submissions.moderation.claimRejectHint')}
                confirmLabel={t('submissions.moderation.confirmReject')}
                busy={busy}
                destructive
                onConfirm={(reason) => void act('reject', row.id, row.email, reason)}
                onCancel={() => setRejecting(null)}
              />
            )}
          </article>
        );
      })}
    </div>
  );
}
