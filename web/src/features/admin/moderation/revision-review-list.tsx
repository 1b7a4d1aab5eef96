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
import { useModerationAction } from './use-moderation-action.ts';
import { moderationKinds } from './moderation-tables.ts';
import {
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
  const { busyId, run } = useModerationAction();
  const [rejecting, setRejecting] = useState<string | null>(null);

  function decide(row: RevisionRow, approve: boolean, reason = '') {
    return run(row.id, async () => {
      await decideRevision(row.table, row.id, approve, reason);
      setRejecting(null);
      return t('submissions.moderation.updated');
    });
  }

  return (
    <QueueState query={query}>
      {(rows) => (
        <div className="grid gap-4">
          {rows.map((row) => {
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
              >
                <QueueItemTitle name={name} to={routePath(pageRoute[row.table], { slug })} />
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
                      {revisionDiff(row).map((change) => (
                        <tr key={change.field}>
                          <th scope="row" className="py-1 pr-4 font-mono text-xs font-normal">
                            {change.field}
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
        </div>
      )}
    </QueueState>
  );
}

/** Creator names fall back across the three scripts, as in the claims queue; others as in the queue. */
function revisedName(row: RevisionRow, language: ContentLanguage): string {
  if (!row.current) return '';
  if (row.table === 'creators') return creatorName(row.current, language);
  return (
    moderationKinds.find((kind) => kind.table === row.table)?.title(row.current, language) ?? ''
  );
}
