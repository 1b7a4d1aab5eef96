import { Building2, CalendarDays, MapPin, Users } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation.ts';
import { localizedText } from '@domain/content-language.ts';
import { eventWhenText } from '@/components/content/event-when.ts';
import type { EventRow } from '@/lib/content-rows.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { timeZoneLabel } from './time-zone-label.ts';
import { IconFact } from '@/components/content/icon-fact.tsx';

/** When (with the event's time zone), venue, location and organizer. */
export function EventFacts({ event }: { event: EventRow }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  return (
    <dl className="grid gap-5 rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:grid-cols-2">
      <IconFact icon={CalendarDays} term={t('events.detail.when')}>
        <p>{eventWhenText(event, language, 'full')}</p>
        {event.event_time && (
          <p className="text-sm text-stone-600">
            {t('events.detail.timeZone', {
              zone: timeZoneLabel(event.timezone, language, event.event_date),
            })}
          </p>
        )}
      </IconFact>
      {event.venue_name && (
        <IconFact icon={Building2} term={t('events.detail.venue')}>
          {event.venue_name}
        </IconFact>
      )}
      {event.location_text && (
        <IconFact icon={MapPin} term={t('events.detail.location')}>
          {event.location_text}
        </IconFact>
      )}
      {event.organizations && (
        <IconFact icon={Users} term={t('events.detail.organizer')}>
          {localizedText(language, event.organizations.name_en, event.organizations.name_sr_cyrl)}
        </IconFact>
      )}
    </dl>
  );
}
