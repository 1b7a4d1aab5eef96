import { CalendarPlus } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation.ts';
import { eventCalendarEntry } from '@domain/event-calendar-entry.ts';
import { icsFileName } from '@domain/ics.ts';
import { Button } from '@/components/ui/button.tsx';
import type { EventRow } from '@/lib/content-rows.ts';
import { downloadIcs } from '@/lib/download-ics.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';

/** Downloads the event as an iCalendar file, its times in the event's time zone. */
export function AddToCalendarButton({ event }: { event: EventRow }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  return (
    <Button
      variant="secondary"
      onClick={() =>
        downloadIcs(
          eventCalendarEntry(event, language, window.location.origin),
          icsFileName(event.slug),
        )
      }
    >
      <CalendarPlus aria-hidden="true" className="size-4" />
      {t('events.detail.addToCalendar')}
    </Button>
  );
}
