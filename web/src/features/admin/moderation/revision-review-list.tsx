import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { creatorName } from '@domain/creator-display.ts';
import type { ContentLanguage } from '@domain/content-language.ts';
import { routePath, type RouteName } from '@domain/routes.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { ApproveOrReject } from './approve-or-reject.tsx';
import { QueueState } from './queue-state.tsx';
import { QueueCard, QueueItemTitle, SubmittedLine } from './queue-card.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import type { MessageKey, TFunction } from '@/lib/translator.ts';
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
import { moderationKinds } from './moderation-tables.ts';
import { parseRecurrence } from '@domain/event-recurrence.ts';
import { recurrenceText } from '@/lib/recurrence-text.ts';
import {
  type DescribeValue,
  decideRevision,
  type RevisedTable,
  type RevisionRow,
  revisionDiff,
  revisionsQueryOptions,
} from './revision-queries.ts';

/** The public page of a revised row. */
const pageRoute = {
  creators: 'creator',
  organizations: 'organization',
  events: 'event',
  news: 'blogArticle',
  memorials: 'memorial',
  businesses: 'businessDirectory',
} as const satisfies Record<RevisedTable, RouteName>;

/** Owners' changes to published rows, field by field, to approve or reject. */
export function RevisionReviewList({ linkedId }: { linkedId: string }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const query = useQuery(revisionsQueryOptions());
  const { busyId, run, conflict } = useModerationAction();
  const creatorPresence = useQuery(reviewsInProgressQueryOptions('creator_revisions'));
  const contentPresence = useQuery(reviewsInProgressQueryOptions('content_revisions'));
  const [rejecting, setRejecting] = useState<string | null>(null);
  // A recurrence rule in words, as the event page will say it.
  const describe: DescribeValue = (field, value) => {
    if (field !== 'recurrence') return null;
    const rule = parseRecurrence(value);
    return rule ? recurrenceText(rule, t, language) : t('submissions.repeatForm.none');
  };

  const bulk = useBulkDecisions();
  const nameOf = (row: RevisionRow) =>
    revisedName(row, language) || String(row.current?.slug ?? '') || '—';
  const list = useListWindow(query.data ?? [], nameOf);
  const pageIds = list.visible.map((row) => row.id);

  function decideSelected(approve: boolean, reason?: string) {
    const rows = (query.data ?? []).filter((row) => bulk.selected.has(row.id));
    const names = new Map(rows.map((row) => [row.id, nameOf(row)]));
    void bulk.send(
      rows.map((row) => ({
        kind: 'revision',
        table: revisionTable(row),
        id: row.id,
        approve,
        seen_updated_at: row.updated_at,
        ...(reason === undefined ? {} : { reason }),
      })),
      (id) => names.get(id) ?? id,
    );
  }

  function decide(row: RevisionRow, approve: boolean, reason = '') {
    return run(row.id, async () => {
      await decideRevision(row, approve, reason);
      setRejecting(null);
      return t('submissions.moderation.updated');
    });
  }

  return (
    <QueueState query={query}>
      {() => (
        <div className="grid gap-4">
          <ConflictNotice message={conflict} />
          <RefusalNotice messages={bulk.refusals} />
          <QueueListControls
            id="queue-revisions"
            search={list.search}
            onSearch={list.setSearch}
            total={list.total}
            {...bulk.pageSelection(pageIds)}
          />
          {list.visible.map((row) => {
            const slug = String(row.current?.slug ?? '');
            const name = revisedName(row, language) || slug || '—';
            const busy = busyId === row.id;
            return (
              <QueueCard
                key={row.id}
                id={row.id}
                label={name}
                linked={linkedId === row.id}
                gap="gap-3"
                onFocus={() => markReviewing(revisionTable(row), row.id)}
              >
                <SelectBox
                  title={name}
                  checked={bulk.selected.has(row.id)}
                  onChange={(on) => bulk.toggle(row.id, on)}
                />
                <QueueItemTitle name={name} to={routePath(pageRoute[row.table], { slug })} />
                <ReviewingBy
                  reviewing={(row.table === 'creators'
                    ? creatorPresence
                    : contentPresence
                  ).data?.get(row.id)}
                />
                <p className="text-sm font-medium text-stone-700">
                  {t(`submissions.moderation.tabs.${row.table}`)}
                </p>
                <SubmittedLine date={row.created_at} />
                <div className="overflow-x-auto">
                  <table className="w-full text-left text-sm">
                    <thead className="text-stone-700">
                      <tr>
                        <th scope="col" className="py-1 pr-4 font-semibold">
                          {t('submissions.moderation.diffField')}
                        </th>
                        <th scope="col" className="py-1 pr-4 font-semibold">
                          {t('submissions.moderation.diffPublished')}
                        </th>
                        <th scope="col" className="py-1 font-semibold">
                          {t('submissions.moderation.diffProposed')}
                        </th>
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-stone-200 align-top">
                      {revisionDiff(row, describe).map((change) => (
                        <tr key={change.field}>
                          <th scope="row" className="py-1 pr-4 font-medium">
                            {fieldLabel(t, change.field)}
                          </th>
                          <td className="py-1 pr-4 break-words text-stone-600 line-through">
                            {change.published}
                          </td>
                          <td className="py-1 break-words text-stone-900">{change.proposed}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <ApproveOrReject
                  id={row.id}
                  busy={busy}
                  rejecting={rejecting === row.id}
                  rejectHint={t('submissions.moderation.revisionRejectHint')}
                  onApprove={() => void decide(row, true)}
                  onStartReject={() => setRejecting(row.id)}
                  onReject={(reason) => void decide(row, false, reason)}
                  onCancel={() => setRejecting(null)}
                />
              </QueueCard>
            );
          })}
          <ListPager page={list.page} pages={list.pages} onPage={list.setPage} />
          <BulkBar
            id="queue-revisions"
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

/**
 * A changed column by the label its form gives it, in the editor's language
 * (the columns a form does not name have their own); the column name only
 * for one no text names. The translator answers the key itself when it has
 * no text for it.
 */
function fieldLabel(t: TFunction, field: string): string {
  const text = (key: string) => {
    const found = t(key as MessageKey);
    return found === key ? null : found;
  };
  return (
    text(`submissions.moderation.diffFields.${field}`) ??
    text(`submissions.fields.${field}`) ??
    field
  );
}

const revisionTable = (row: RevisionRow) =>
  row.table === 'creators' ? 'creator_revisions' : 'content_revisions';

/** Creator names fall back across the three scripts, as in the claims queue; others as in the queue. */
function revisedName(row: RevisionRow, language: ContentLanguage): string {
  if (!row.current) return '';
  if (row.table === 'creators') return creatorName(row.current, language);
  return (
    moderationKinds.find((kind) => kind.table === row.table)?.title(row.current, language) ?? ''
  );
}
