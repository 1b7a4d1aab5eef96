import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { localizedField } from '@domain/content-language.ts';
import { formatDate } from '@domain/format-date.ts';
import { routePath, routes } from '@domain/routes.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { type ManagedOrganization, organizationEventsQueryOptions } from './manage-queries.ts';

const statusColours: Record<string, string> = {
  draft: 'bg-stone-100 text-stone-800 ring-stone-300',
  pending_review: 'bg-amber-50 text-amber-900 ring-amber-300',
  published: 'bg-emerald-50 text-emerald-900 ring-emerald-300',
  rejected: 'bg-red-50 text-red-900 ring-red-300',
};

const known = ['draft', 'pending_review', 'published', 'rejected'] as const;

/** The organization's events, newest date first, with their state and an edit link (cards, so a phone reads them). */
export function OrganizationEventsSection({ organization }: { organization: ManagedOrganization }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const events = useQuery(organizationEventsQueryOptions(organization.slug, organization.id));
  const rows = events.data ?? [];
  return (
    <section aria-labelledby="organization-events" className="grid gap-3">
      <h2 id="organization-events" className="text-xl font-semibold text-stone-900">
        {t('organizationAdmin.manage.eventsHeading')}
      </h2>
      {events.isSuccess && rows.length === 0 && (
        <p className="text-stone-600">{t('organizationAdmin.manage.noEvents')}</p>
      )}
      <ul className="grid gap-2">
        {rows.map((event) => {
          const title = localizedField(event, 'title', language);
          const status = (known as readonly string[]).includes(event.status)
            ? t(`submissions.dashboard.statuses.${event.status as (typeof known)[number]}`)
            : event.status;
          return (
            <li
              key={event.id}
              className="grid gap-2 rounded-lg border border-stone-200 bg-white p-3"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                {event.status === 'published' ? (
                  <Link
                    to={routePath('event', { slug: event.slug })}
                    className="min-w-0 font-medium break-words text-serbian-blue-700 underline"
                  >
                    {title}
                  </Link>
                ) : (
                  <span className="min-w-0 font-medium break-words text-stone-900">{title}</span>
                )}
                <span
                  data-status={event.status}
                  className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${statusColours[event.status] ?? statusColours.draft}`}
                >
                  {status}
                </span>
              </div>
              <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-stone-600">
                <span>
                  {formatDate(event.event_date, language)}
                  {event.source_state && (
                    <span className="ms-2 text-stone-500" data-source-state={event.source_state}>
                      ·{' '}
                      {event.source_state === 'cancelled'
                        ? t('calendarFeeds.sourceCancelled')
                        : event.source_state === 'removed'
                          ? t('calendarFeeds.sourceRemoved')
                          : t('calendarFeeds.fromCalendar')}
                    </span>
                  )}
                </span>
                <Link
                  to={`${routes.eventsSubmit}?edit=${encodeURIComponent(event.id)}`}
                  aria-label={t('organizationAdmin.manage.editEventLabel', { title })}
                  className="text-serbian-blue-700 underline"
                >
                  {t('organizationAdmin.manage.editEvent')}
                </Link>
              </div>
              {event.status === 'rejected' && event.review_note && (
                <p className="text-sm break-words text-red-900">{event.review_note}</p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
