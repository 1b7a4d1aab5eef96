import { Building2, CalendarDays, MapPin, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { localizedText } from '@domain/content-language.ts';
import { eventWhenText } from '@/components/content/event-when.ts';
import type { EventRow } from '@/lib/content-rows.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { timeZoneLabel } from './time-zone-label.ts';

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="flex items-center gap-2 text-sm font-medium text-stone-600">
        <span className="text-serbian-blue-700">{icon}</span>
        {term}
      </dt>
      <dd className="pl-7 text-stone-900">{children}</dd>
    </div>
  );
}

/** When (with the event's time zone), venue, location and organizer. */
export function EventFacts({ event }: { event: EventRow }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const iconClass = 'size-5';
  return (
    <dl className="grid gap-5 rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:grid-cols-2">
      <Fact
        icon={<CalendarDays aria-hidden="true" className={iconClass} />}
        term={t('events.detail.when')}
      >
        <p>{eventWhenText(event, language, 'full')}</p>
        {event.event_time && (
          <p className="text-sm text-stone-600">
            {t('events.detail.timeZone', {
              zone: timeZoneLabel(event.timezone, language, event.event_date),
            })}
          </p>
        )}
      </Fact>
      {event.venue_name && (
        <Fact
          icon={<Building2 aria-hidden="true" className={iconClass} />}
          term={t('events.detail.venue')}
        >
          {event.venue_name}
        </Fact>
      )}
      {event.location_text && (
        <Fact
          icon={<MapPin aria-hidden="true" className={iconClass} />}
          term={t('events.detail.location')}
        >
          {event.location_text}
        </Fact>
      )}
      {event.organizations && (
        <Fact
          icon={<Users aria-hidden="true" className={iconClass} />}
          term={t('events.detail.organizer')}
        >
          {localizedText(language, event.organizations.name_en, event.organizations.name_sr_cyrl)}
        </Fact>
      )}
    </dl>
  );
}
