import { isAnonymousReporter } from '@domain/anonymous-reporter.ts';
import { ListPager } from '../list-pager.tsx';
import { QueueListControls } from '../queue-list-controls.tsx';
import { useListWindow } from '../use-list-window.ts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { localizedField } from '@domain/content-language.ts';
import { creatorName } from '@domain/creator-display.ts';
import { type RouteName, routePath } from '@domain/routes.ts';
import { Button } from '@/components/ui/button.tsx';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { QueueState } from './queue-state.tsx';
import { QueueCard, QueueItemTitle, SubmittedLine } from './queue-card.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { useModerationAction } from '@/components/moderation/use-moderation-action.ts';
import { ReasonForm } from './reason-form.tsx';
import {
  decideReports,
  maxBulkReports,
  type ReportReviewRow,
  reportReviewQueryOptions,
  resolveReport,
} from './report-review-queries.ts';
import { BulkActionBar } from '../bulk-action-bar.tsx';
import { RefusalNotice } from './refusal-notice.tsx';
import { SelectBox } from './select-box.tsx';
import { useBulkDecisions } from './use-bulk-decisions.ts';

/** The public page of a reported item (businesses have only the directory). */
const itemRoute: Record<ReportReviewRow['kind'], RouteName> = {
  creator: 'creator',
  organization: 'organization',
  business: 'businessDirectory',
};

/**
 * Open reports of creators, organizations and businesses, oldest first:
 * kind, a link to the item, reporter, date and reason; an editor resolves
 * each with a required note, and the report leaves the list.
 */
export function ReportReviewList({ linkedId }: { linkedId: string }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const query = useQuery(reportReviewQueryOptions());
  const { busyId, run } = useModerationAction();
  const [resolving, setResolving] = useState<string | null>(null);
  const nameOf = (row: ReportReviewRow) => {
    const item = row.item;
    return (
      (item &&
        (row.kind === 'creator'
          ? creatorName(item, language)
          : localizedField(item, 'name', language))) ||
      item?.slug ||
      '—'
    );
  };
  const list = useListWindow(
    query.data ?? [],
    (row) => `${nameOf(row)} ${row.reason} ${row.reporter}`,
  );
  const bulk = useBulkDecisions();
  const pageIds = list.visible.map((row) => row.id);
  const reportNote = {
    label: t('admin.bulk.reportNoteLabel'),
    hint: t('admin.bulk.reportNoteHint'),
    requiredMessage: t('admin.bulk.reportNoteRequired'),
  };

  function closeSelected(outcome: string, note: string) {
    const rows = (query.data ?? []).filter((row) => bulk.selected.has(row.id));
    const names = new Map(rows.map((row) => [row.id, nameOf(row)]));
    void bulk.run(
      () => decideReports(rows, outcome === 'dismissed' ? 'dismissed' : 'resolved', note),
      (id) => names.get(id) ?? id,
      (count) => t('admin.bulk.reportsDone', { count }),
    );
  }

  function resolve(row: ReportReviewRow, note: string) {
    return run(row.id, async () => {
      await resolveReport(row.kind, row.id, note);
      setResolving(null);
      return t('submissions.moderation.reportResolved');
    });
  }

  return (
    <QueueState query={query}>
      {() => (
        <div className="grid gap-4">
          <RefusalNotice messages={bulk.refusals} />
          <QueueListControls
            id="queue-reports"
            search={list.search}
            onSearch={list.setSearch}
            total={list.total}
            {...bulk.pageSelection(pageIds)}
          />
          {list.visible.map((row) => {
            const item = row.item;
            const name = nameOf(row);
            const busy = busyId === row.id;
            return (
              <QueueCard key={row.id} id={row.id} label={name} linked={linkedId === row.id}>
                <SelectBox
                  title={name}
                  checked={bulk.selected.has(row.id)}
                  onChange={(on) => bulk.toggle(row.id, on)}
                />
                <p className="text-xs font-semibold tracking-wide text-serbian-blue-700 uppercase">
                  {t(`submissions.moderation.reportKind.${row.kind}`)}
                </p>
                <QueueItemTitle
                  name={name}
                  to={item?.slug ? routePath(itemRoute[row.kind], { slug: item.slug }) : null}
                />
                <SubmittedLine
                  date={row.created_at}
                  by={t('submissions.moderation.reportBy', {
                    reporter: isAnonymousReporter(row.reporter)
                      ? t('submissions.moderation.anonymousReporter')
                      : row.reporter,
                  })}
                />
                <p className="whitespace-pre-line text-stone-800">{row.reason}</p>
                {resolving === row.id ? (
                  <ReasonForm
                    id={`resolve-${row.id}`}
                    label={t('submissions.moderation.resolveLabel')}
                    hint={t('submissions.moderation.resolveHint')}
                    confirmLabel={t('submissions.moderation.confirmResolve')}
                    requiredMessage={t('submissions.moderation.resolveNoteRequired')}
                    busy={busy}
                    onConfirm={(note) => void resolve(row, note)}
                    onCancel={() => setResolving(null)}
                  />
                ) : (
                  <div className="flex flex-wrap gap-2">
                    <Button size="sm" disabled={busy} onClick={() => setResolving(row.id)}>
                      {t('submissions.moderation.resolve')}
                    </Button>
                  </div>
                )}
              </QueueCard>
            );
          })}
          <ListPager page={list.page} pages={list.pages} onPage={list.setPage} />
          <BulkActionBar
            id="queue-reports"
            count={bulk.selected.size}
            max={maxBulkReports}
            busy={bulk.busy}
            actions={[
              { key: 'resolved', label: t('admin.bulk.resolve'), note: reportNote },
              { key: 'dismissed', label: t('admin.bulk.dismiss'), note: reportNote },
            ]}
            onAction={closeSelected}
            onClear={bulk.clear}
          />
        </div>
      )}
    </QueueState>
  );
}
