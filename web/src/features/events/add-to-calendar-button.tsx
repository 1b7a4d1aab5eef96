import { CalendarPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { localizedField } from '../../../../domain/content-language.ts';
import { buildEventIcs, icsFileName } from '../../../../domain/ics.ts';
import { routePath } from '../../../../domain/routes.ts';
import { Button } from '../../components/ui/button.tsx';
import type { EventRow } from '../../lib/content-rows.ts';
import { useContentLanguage } from '../../lib/use-content-language.ts';

/** Downloads the event as an iCalendar file, its times in the event's time zone. */
export function AddToCalendarButton({ event }: { event: EventRow }) {
  const { t } = useTranslation();
  const language = useContentLanguage();

  const download = () => {
    const ics = buildEventIcs({
      uid: `${event.id}@${window.location.hostname}`,
      title: localizedField(event, 'title', language),
      description: localizedField(event, 'description', language),
      location: [event.venue_name, event.location_text].filter(Boolean).join(', '),
      url: new URL(routePath('event', { slug: event.slug }), window.location.origin).toString(),
      date: event.event_date,
      time: event.event_time,
      endDate: event.end_date,
      endTime: event.end_time,
      timezone: event.timezone,
    });
    const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = icsFileName(event.slug);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <Button variant="secondary" onClick={download}>
      <CalendarPlus aria-hidden="true" className="size-4" />
      {t('events.detail.addToCalendar')}
    </Button>
  );
}
