import { parseRecurrence } from '@domain/event-recurrence.ts';
import { recurrenceText } from '@/lib/recurrence-text.ts';
import { Building2, CalendarDays, MapPin, Users } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation.ts';
import { shownLocalizedText } from '@domain/content-language.ts';
import { eventWhenText } from '@/components/content/event-when.ts';
import type { EventRow } from '@/lib/content-rows.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { timeZoneLabel } from '@/lib/time-zone-label.ts';
import { IconFact } from '@/components/content/icon-fact.tsx';

/** When (with the event's time zone and, for a series, its rule in words), venue, location and organizer. */
export function EventFacts({ event }: { event: EventRow }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const recurrence = parseRecurrence(event.recurrence);
  const venue = shownLocalizedText(language, event.venue_name, event.venue_name_sr_cyrl);
  const organizer = event.organizations
    ? shownLocalizedText(language, event.organizations.name_en, event.organizations.name_sr_cyrl)
    : undefined;
  return (
    <dl className="grid gap-5 rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:grid-cols-2">
      <IconFact icon={CalendarDays} term={t('events.detail.when')}>
        <p>{eventWhenText(event, language, 'full')}</p>
        {recurrence && <p>{recurrenceText(recurrence, t, language)}</p>}
        {event.event_time && (
          <p className="text-sm text-stone-600">
            {t('events.detail.timeZone', {
              zone: timeZoneLabel(event.timezone, language),
            })}
          </p>
        )}
      </IconFact>
      {venue.text && (
        <IconFact icon={Building2} term={t('events.detail.venue')}>
          <span lang={venue.lang}>{venue.text}</span>
        </IconFact>
      )}
      {event.location_text && (
        <IconFact icon={MapPin} term={t('events.detail.location')}>
          {event.location_text}
        </IconFact>
      )}
      {organizer && (
        <IconFact icon={Users} term={t('events.detail.organizer')}>
          <span lang={organizer.lang}>{organizer.text}</span>
        </IconFact>
      )}
    </dl>
  );
}
