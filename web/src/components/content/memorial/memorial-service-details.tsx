import { CalendarPlus, MapPin } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation.ts';
import { icsFileName } from '@domain/ics.ts';
import { formatDate, formatTime } from '@domain/format-date.ts';
import { mapSearchUrl } from '@domain/map-link.ts';
import {
  isServiceAhead,
  memorialService,
  memorialServiceEntry,
  serviceChurch,
} from '@domain/memorial-service.ts';
import { siteToday } from '@domain/site-time-zone.ts';
import { nameInReaderScript } from '@domain/name-script.ts';
import { Button } from '@/components/ui/button.tsx';
import { downloadIcs } from '@/lib/download-ics.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import type { Memorial } from '@/api/memorial-row.ts';
import { TermList } from './term-list.tsx';
import { TitledSection } from '@/components/content/titled-section.tsx';

const linkClass = 'text-serbian-blue-700 underline underline-offset-2 hover:text-serbian-blue-900';

/**
 * The funeral service as the family gave it: date, time, church or place and
 * address (with a map link), and a service still to come as a calendar
 * entry in the time zone of the memorial's city. Nothing when no detail was given.
 */
export function MemorialServiceDetails({ memorial }: { memorial: Memorial }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const service = memorialService(memorial.service_info);
  if (!service) return null;
  const church = serviceChurch(service, language);
  // The map is searched by the names as given, English first: what a map knows.
  const place = [service.church ?? church.text, service.address].filter(Boolean).join(', ');
  const terms = [
    service.date && {
      term: t('memorials.service.date'),
      value: <time dateTime={service.date}>{formatDate(service.date, language)}</time>,
    },
    service.time && {
      term: t('memorials.service.time'),
      value: <time dateTime={service.time}>{formatTime(service.time, language)}</time>,
    },
    church.text && {
      term: t('memorials.service.church'),
      value: <span lang={church.lang}>{church.text}</span>,
    },
    service.address && { term: t('memorials.service.address'), value: service.address },
  ].filter((row) => !!row);
  const entry = () =>
    memorialServiceEntry(
      memorial,
      service,
      t('memorials.service.calendarTitle', {
        name: nameInReaderScript(language, memorial.full_name),
      }),
      memorial.city?.province?.timezone ?? 'America/Toronto',
      window.location.origin,
      language,
    );
  return (
    <TitledSection
      id="service-heading"
      title={t('memorials.service.title')}
      className="mt-12 rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
    >
      <TermList
        terms={terms}
        className="mt-4 grid gap-x-6 gap-y-2 text-stone-800 sm:grid-cols-[auto_1fr]"
      />
      <div className="mt-5 flex flex-wrap items-center gap-4">
        {isServiceAhead(service, siteToday()) && (
          <Button
            variant="secondary"
            onClick={() => {
              const calendarEntry = entry();
              if (calendarEntry)
                downloadIcs(calendarEntry, icsFileName(`${memorial.slug}-service`));
            }}
          >
            <CalendarPlus aria-hidden="true" className="size-4" />
            {t('memorials.service.addToCalendar')}
          </Button>
        )}
        {place && (
          <a
            href={mapSearchUrl(place)}
            target="_blank"
            rel="noopener noreferrer"
            className={`inline-flex items-center gap-1.5 ${linkClass}`}
          >
            <MapPin aria-hidden="true" className="size-4" />
            {t('memorials.service.onMap')}
          </a>
        )}
      </div>
    </TitledSection>
  );
}
