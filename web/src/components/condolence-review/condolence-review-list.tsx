import { formatDate } from '@domain/format-date.ts';
import { nameInReaderScript } from '@domain/name-script.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { routePath } from '@domain/routes.ts';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { LoadingState } from '@/components/ui/loading-state.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { useModerationAction } from '@/components/moderation/use-moderation-action.ts';
import {
  type CondolenceReviewRow,
  condolenceReviewQueryOptions,
  decideCondolence,
} from './condolence-review-queries.ts';

/**
 * Pending condolences with Approve / Reject: the editors' queue tab (all of
 * them) and the dashboard of a memorial's submitter (`submitterId`: theirs).
 */
export function CondolenceReviewList({
  linkedId = '',
  submitterId,
}: {
  linkedId?: string;
  submitterId?: string;
}) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const query = useQuery(condolenceReviewQueryOptions(submitterId));
  const { busyId, run } = useModerationAction();

  function decide(row: CondolenceReviewRow, status: 'approved' | 'rejected') {
    return run(row.id, async () => {
      await decideCondolence(row.id, status);
      return t(`condolences.review.${status}`);
    });
  }

  if (query.isPending) return <LoadingState label={t('submissions.moderation.loading')} />;
  if (query.isError) return <ErrorState message={t('submissions.moderation.loadFailed')} />;
  if (query.data.length === 0) return <EmptyState message={t('condolences.review.empty')} />;
  return (
    <div className="grid gap-4">
      {query.data.map((row) => {
        const busy = busyId === row.id;
        const memorialName = row.memorial
          ? nameInReaderScript(language, row.memorial.full_name)
          : '—';
        return (
          <article
            key={row.id}
            id={`item-${row.id}`}
            aria-label={t('condolences.review.from', { name: row.author_name })}
            ref={(element) => {
              if (element && linkedId === row.id) element.scrollIntoView({ block: 'start' });
            }}
            className={`grid gap-2 rounded-xl border bg-white p-5 shadow-sm ${linkedId === row.id ? 'border-serbian-blue-700 ring-2 ring-serbian-blue-200' : 'border-stone-200'}`}
          >
            <p className="text-sm text-stone-600">
              {row.memorial ? (
                <Link className="underline" to={routePath('memorial', { slug: row.memorial.slug })}>
                  {t('condolences.review.memorial', { name: memorialName })}
                </Link>
              ) : (
                t('condolences.review.memorial', { name: memorialName })
              )}{' '}
              ·{' '}
              {t('submissions.moderation.submitted', {
                date: formatDate(row.created_at, language, { dateStyle: 'medium' }),
              })}
            </p>
            <h3 className="text-lg font-semibold text-stone-900 [overflow-wrap:anywhere]">
              {t('condolences.review.from', { name: row.author_name })}
              {row.relation && (
                <span className="font-normal text-stone-600"> · {row.relation}</span>
              )}
            </h3>
            <p className="whitespace-pre-line text-stone-800 [overflow-wrap:anywhere]">
              {row.message}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" disabled={busy} onClick={() => void decide(row, 'approved')}>
                {t('condolences.review.approve')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={busy}
                onClick={() => void decide(row, 'rejected')}
              >
                {t('condolences.review.reject')}
              </Button>
            </div>
          </article>
        );
      })}
    </div>
  );
}
