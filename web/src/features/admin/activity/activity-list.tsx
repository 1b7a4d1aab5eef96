import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { localizedText } from '@domain/content-language.ts';
import { formatDate } from '@domain/format-date.ts';
import { pageCount } from '@domain/pagination-window.ts';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { LoadingState } from '@/components/ui/loading-state.tsx';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { editorName } from '@/components/moderation/decision-conflict.ts';
import { ListPager } from '../list-pager.tsx';
import {
  type ActivityEntry,
  type ActivityKind,
  activityDecisions,
  activityKinds,
  type ActivityFilters,
  activityPageSize,
  activityQueryOptions,
} from './activity-queries.ts';

const decisionTone: Record<string, string> = {
  published: 'bg-green-100 text-green-900',
  approved: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
  draft: 'bg-amber-100 text-amber-950',
  pending_review: 'bg-stone-200 text-stone-900',
};

/** One page of decisions, newest first, as cards that read on a phone too. */
export function ActivityList({ filters }: { filters: ActivityFilters }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const query = useQuery(activityQueryOptions(filters, page));
  if (query.isPending) return <LoadingState label={t('admin.activity.loading')} />;
  if (query.isError) return <ErrorState message={t('admin.activity.errorFetching')} />;
  const { entries, total } = query.data;
  if (entries.length === 0) return <EmptyState message={t('admin.activity.empty')} />;
  return (
    <section className="grid gap-4" aria-label={t('admin.activity.title')}>
      <p className="text-sm text-stone-600" role="status">
        {t('admin.list.shown', { count: total })}
      </p>
      <ol className="grid gap-3">
        {entries.map((entry) => (
          <ActivityItem key={entry.id} entry={entry} />
        ))}
      </ol>
      <ListPager page={page} pages={pageCount(total, activityPageSize)} onPage={setPage} />
    </section>
  );
}

const kindOf = (table: string) =>
  (Object.keys(activityKinds) as ActivityKind[]).find((kind) =>
    (activityKinds[kind] as readonly string[]).includes(table),
  );

function ActivityItem({ entry }: { entry: ActivityEntry }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const kind = kindOf(entry.target_table);
  const decision = (activityDecisions as readonly string[]).includes(entry.decision)
    ? t(`admin.activity.decisions.${entry.decision as (typeof activityDecisions)[number]}`)
    : entry.decision;
  return (
    <li className="grid gap-1.5 rounded-lg border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={`rounded-full px-2 py-0.5 text-xs font-semibold ${decisionTone[entry.decision] ?? ''}`}
        >
          {decision}
        </span>
        {kind && (
          <span className="text-sm text-stone-600">{t(`submissions.moderation.tabs.${kind}`)}</span>
        )}
      </div>
      <p className="font-semibold break-words text-stone-900">
        {localizedText(language, entry.item_title, entry.item_title_sr_cyrl) ||
          t('admin.activity.untitled')}
      </p>
      <p className="text-sm text-stone-700">
        {t('admin.activity.entry', {
          editor: editorName(language, entry.editor_name),
          date: formatDate(entry.decided_at, language, { dateStyle: 'medium', timeStyle: 'short' }),
        })}
      </p>
      {entry.reason && (
        <p className="text-sm break-words whitespace-pre-line text-stone-700">
          {t('admin.activity.reason', { reason: entry.reason })}
        </p>
      )}
    </li>
  );
}
