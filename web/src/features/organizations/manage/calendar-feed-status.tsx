import { formatDate } from '@domain/format-date.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import type { CalendarFeed } from './manage-queries.ts';

const feedErrors = [
  'bad_url',
  'blocked_address',
  'unresolvable',
  'unreachable',
  'timeout',
  'too_large',
  'not_calendar',
  'too_many_events',
  'organization_not_published',
] as const;

const refusalReasons = [
  'no_uid',
  'no_title',
  'no_start',
  'unsupported_recurrence',
  'duplicate_uid',
  'unreadable',
  'over_limit',
] as const;

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/**
 * What the last fetch of the organization's calendar did (decision 033): when
 * it last succeeded, why the last one failed, what it brought in and which
 * events it could not take, each with its reason.
 */
export function CalendarFeedStatus({ feed }: { feed: CalendarFeed }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const when = (value: string) =>
    formatDate(value, language, { dateStyle: 'long', timeStyle: 'short' });
  const result = feed.last_result;
  const listed = result?.refused ?? [];
  return (
    <div className="grid gap-2" aria-live="polite">
      {feed.last_fetched_at === null && !feed.last_error ? (
        <p className="text-stone-700">{t('calendarFeeds.neverFetched')}</p>
      ) : (
        <p className="text-stone-700" data-testid="calendar-last-success">
          {feed.last_success_at
            ? t('calendarFeeds.lastSuccess', { date: when(feed.last_success_at) })
            : t('calendarFeeds.noSuccess')}
        </p>
      )}
      {feed.last_error && (
        <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-950">
          <p className="font-semibold">
            {t('calendarFeeds.failureHeading', {
              date: when(feed.last_fetched_at ?? new Date().toISOString()),
            })}
          </p>
          <p className="break-words">
            {isOneOf(feedErrors, feed.last_error)
              ? t(`calendarFeeds.errors.${feed.last_error}`)
              : feed.last_error}
          </p>
        </div>
      )}
      {result && (
        <p className="text-sm text-stone-600">
          {t('calendarFeeds.result', {
            imported: result.imported,
            updated: result.updated,
            proposed: result.proposed,
            withdrawn: result.withdrawn,
            unchanged: result.unchanged,
          })}
        </p>
      )}
      {listed.length > 0 && (
        <details className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
          <summary className="cursor-pointer font-semibold">
            {t('calendarFeeds.refusedHeading')} ({result?.refusedCount ?? 0})
          </summary>
          <ul className="mt-2 grid gap-1 text-sm">
            {listed.map((refusal, index) => (
              <li key={`${refusal.uid}-${index}`} className="break-words">
                <span className="font-medium">{refusal.title || t('calendarFeeds.untitled')}</span>
                {': '}
                {isOneOf(refusalReasons, refusal.reason)
                  ? t(`calendarFeeds.reasons.${refusal.reason}`)
                  : refusal.reason}
              </li>
            ))}
          </ul>
          {(result?.refusedCount ?? 0) > listed.length && (
            <p className="mt-2 text-sm">
              {t('calendarFeeds.refusedMore', {
                count: (result?.refusedCount ?? 0) - listed.length,
              })}
            </p>
          )}
        </details>
      )}
    </div>
  );
}
