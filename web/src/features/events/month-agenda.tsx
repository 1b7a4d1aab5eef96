import { occurrenceKey } from '@domain/event-occurrences.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { Link } from 'react-router';
import { localizedField } from '@domain/content-language.ts';
import { routePath } from '@domain/routes.ts';
import { eventWhenText } from '@/components/content/event-when.ts';
import type { EventRow } from '@/lib/content-rows.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';

/** The month's events as a list under the grid on narrow screens, where cells show only a dot. */
export function MonthAgenda({ events }: { events: EventRow[] }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  if (events.length === 0) {
    return <p className="text-stone-600 sm:hidden">{t('events.calendar.noEvents')}</p>;
  }
  return (
    <ul className="grid gap-2 sm:hidden">
      {events.map((event) => (
        <li key={occurrenceKey(event)} className="rounded-lg border border-stone-200 bg-white p-3">
          <p className="text-sm text-serbian-blue-700">{eventWhenText(event, language)}</p>
          <Link
            to={routePath('event', { slug: event.slug })}
            className="font-medium text-stone-900 hover:underline"
          >
            {localizedField(event, 'title', language)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
