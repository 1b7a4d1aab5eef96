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
import { useModerationAction } from './use-moderation-action.ts';
import { ReasonForm } from './reason-form.tsx';
import {
  type ReportReviewRow,
  reportReviewQueryOptions,
  resolveReport,
} from './report-review-queries.ts';

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

  function resolve(row: ReportReviewRow, note: string) {
    return run(row.id, async () => {
      await resolveReport(row.kind, row.id, note);
      setResolving(null);
      return t('submissions.moderation.reportResolved');
    });
  }

  return (
    <QueueState query={query}>
      {(rows) => (
        <div className="grid gap-4">
          {rows.map((row) => {
            const item = row.item;
            const name =
              (item &&
                (row.kind === 'creator'
                  ? creatorName(item, language)
                  : localizedField(item, 'name', language))) ||
              item?.slug ||
              '—';
            const busy = busyId === row.id;
            return (
              <QueueCard key={row.id} id={row.id} label={name} linked={linkedId === row.id}>
                <p className="text-xs font-semibold tracking-wide text-serbian-blue-700 uppercase">
                  {t(`submissions.moderation.reportKind.${row.kind}`)}
                </p>
                <QueueItemTitle
                  name={name}
                  to={item?.slug ? routePath(itemRoute[row.kind], { slug: item.slug }) : null}
                />
                <SubmittedLine
                  date={row.created_at}
                  by={t('submissions.moderation.reportBy', { reporter: row.reporter })}
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
        </div>
      )}
    </QueueState>
  );
}
