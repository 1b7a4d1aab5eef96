import { CalendarPlus } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation.ts';
import { eventCalendarEntry } from '../../../../domain/event-calendar-entry.ts';
import { buildEventIcs, icsFileName } from '../../../../domain/ics.ts';
import { Button } from '../../components/ui/button.tsx';
import type { EventRow } from '../../lib/content-rows.ts';
import { useContentLanguage } from '../../lib/use-content-language.ts';

/** Downloads the event as an iCalendar file, its times in the event's time zone. */
export function AddToCalendarButton({ event }: { event: EventRow }) {
  const { t } = useTranslation();
  const language = useContentLanguage();

  const download = () => {
    const ics = buildEventIcs(eventCalendarEntry(event, language, window.location.origin));
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
