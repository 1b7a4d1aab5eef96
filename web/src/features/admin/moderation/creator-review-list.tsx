import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApproveOrReject } from './approve-or-reject.tsx';
import { QueueState } from './queue-state.tsx';
import { QueueCard, QueueItemTitle, SubmittedLine } from './queue-card.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { creatorName } from '@domain/creator-display.ts';
import { localizedField } from '@domain/content-language.ts';
import { routePath, routes } from '@domain/routes.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { claimApprovalMessage } from './claim-approval-message.ts';
import { useModerationAction } from '@/components/moderation/use-moderation-action.ts';
import { ConflictNotice } from './conflict-notice.tsx';
import { markReviewing, reviewsInProgressQueryOptions } from './review-presence.ts';
import { ReviewingBy } from './reviewing-by.tsx';
import { ListPager } from '../list-pager.tsx';
import { QueueListControls } from '../queue-list-controls.tsx';
import { useListWindow } from '../use-list-window.ts';
import { BulkBar } from './bulk-bar.tsx';
import { RefusalNotice } from './refusal-notice.tsx';
import { SelectBox } from './select-box.tsx';
import { useBulkDecisions } from './use-bulk-decisions.ts';
import {
  creatorReviewQueryOptions,
  reviewCreatorItem,
  type CreatorReviewAction,
  type CreatorReviewRow,
} from './creator-review-queries.ts';

/**
 * Creator claims (approve, or reject with a reason the claimant is mailed),
 * each next to the profile it is about. Reports: report-review-list.tsx.
 */
export function CreatorReviewList({ linkedId }: { linkedId: string }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const query = useQuery(creatorReviewQueryOptions('claims'));
  const { busyId, run, conflict } = useModerationAction();
  const presence = useQuery(reviewsInProgressQueryOptions('creator_claims'));
  const [rejecting, setRejecting] = useState<string | null>(null);
  const bulk = useBulkDecisions();
  const nameOf = (row: CreatorReviewRow) => {
    const business = row.businesses ?? null;
    const organization = row.organizations ?? null;
    return (
      (row.creators && creatorName(row.creators, language)) ||
      (business && localizedField(business, 'name', language)) ||
      (organization && localizedField(organization, 'name', language)) ||
      row.creators?.slug ||
      '—'
    );
  };
  const list = useListWindow(
    query.data ?? [],
    (row) => `${nameOf(row)} ${row.email ?? ''} ${row.proof ?? ''}`,
  );
  const pageIds = list.visible.map((row) => row.id);

  function decideSelected(approve: boolean, reason?: string) {
    const rows = (query.data ?? []).filter((row) => bulk.selected.has(row.id));
    const names = new Map(rows.map((row) => [row.id, nameOf(row)]));
    void bulk.send(
      rows.map((row) => ({
        kind: 'claim',
        id: row.id,
        approve,
        seen_updated_at: row.updated_at,
        ...(reason === undefined ? {} : { reason }),
      })),
      (id) => names.get(id) ?? id,
    );
  }

  function act(action: CreatorReviewAction, row: CreatorReviewRow, reason = '') {
    const email = row.email ?? '';
    return run(row.id, async () => {
      const approval = await reviewCreatorItem(action, row, reason);
      setRejecting(null);
      return claimApprovalMessage(t, approval, email);
    });
  }

  return (
    <QueueState query={query}>
      {() => (
        <div className="grid gap-4">
          <ConflictNotice message={conflict} />
          <RefusalNotice messages={bulk.refusals} />
          <QueueListControls
            id="queue-claims"
            search={list.search}
            onSearch={list.setSearch}
            total={list.total}
            {...bulk.pageSelection(pageIds)}
          />
          {list.visible.map((row) => {
            const business = row.businesses ?? null;
            const organization = row.organizations ?? null;
            const name = nameOf(row);
            const page = row.creators
              ? `/creator/${encodeURIComponent(row.creators.slug)}`
              : business
                ? `${routes.businessDirectory}?text=${encodeURIComponent(business.name_en)}`
                : organization
                  ? routePath('organization', { slug: organization.slug })
                  : null;
            const busy = busyId === row.id;
            return (
              <QueueCard
                key={row.id}
                id={row.id}
                label={name}
                linked={linkedId === row.id}
                onFocus={() => markReviewing('creator_claims', row.id)}
              >
                <SelectBox
                  title={name}
                  checked={bulk.selected.has(row.id)}
                  onChange={(on) => bulk.toggle(row.id, on)}
                />
                <QueueItemTitle name={name} to={page} />
                <ReviewingBy reviewing={presence.data?.get(row.id)} />
                <SubmittedLine
                  date={row.created_at}
                  by={t('submissions.moderation.claimBy', { email: row.email ?? '' })}
                />
                <p className="whitespace-pre-line text-stone-800">
                  {t('submissions.moderation.proof', { proof: row.proof ?? '' })}
                </p>
                <p className="text-sm text-stone-600">
                  {organization
                    ? t('organizationAdmin.claim.reviewHint')
                    : business
                      ? t('businessListing.claimHint')
                      : t('submissions.moderation.claimHint')}
                </p>
                <ApproveOrReject
                  id={row.id}
                  busy={busy}
                  rejecting={rejecting === row.id}
                  rejectHint={t('submissions.moderation.claimRejectHint')}
                  onApprove={() => void act('approve', row)}
                  onStartReject={() => setRejecting(row.id)}
                  onReject={(reason) => void act('reject', row, reason)}
                  onCancel={() => setRejecting(null)}
                />
              </QueueCard>
            );
          })}
          <ListPager page={list.page} pages={list.pages} onPage={list.setPage} />
          <BulkBar
            id="queue-claims"
            count={bulk.selected.size}
            busy={bulk.busy}
            approveLabel={t('admin.bulk.approve')}
            onApprove={() => decideSelected(true)}
            onReject={(reason) => decideSelected(false, reason)}
            onClear={bulk.clear}
          />
        </div>
      )}
    </QueueState>
  );
}
