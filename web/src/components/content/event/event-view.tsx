import type { ReactNode } from 'react';
import { CalendarX, Printer, Ticket } from 'lucide-react';
import { hasEnded, todayIsoDate } from '@domain/event-timing.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { shownLocalizedField } from '@domain/content-language.ts';
import { Button } from '@/components/ui/button.tsx';
import type { EventRow } from '@/lib/content-rows.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { AddToCalendarButton } from './add-to-calendar-button.tsx';
import { EventFacts } from './event-facts.tsx';
import { eventLeadImage, eventPlaceholderImage } from '@domain/lead-images.ts';
import { linkHref } from '@/lib/safe-link.ts';
import { LeadImage } from '@/components/content/lead-image.tsx';

/**
 * What the public sees of an event: title, tickets, calendar and print,
 * image, facts and description. Once the event is over it says so, and
 * tickets and "Add to calendar" are gone. The event page and the editors' review
 * preview both show it; the public page adds `going` ("I'm going") while the
 * event is upcoming, and `after` (the organizer's list of who is going).
 */
export function EventView({
  event,
  going,
  after,
}: {
  event: EventRow;
  going?: ReactNode;
  after?: ReactNode;
}) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  // Each text in the language it is shown in: an English fallback says so (lang).
  const title = shownLocalizedField(event, 'title', language);
  const description = shownLocalizedField(event, 'description', language);
  const ended = hasEnded(event, todayIsoDate());
  return (
    <>
      <header className="grid gap-4">
        <h1
          lang={title.lang}
          className="text-3xl font-bold tracking-tight text-serbian-blue-900 sm:text-4xl"
        >
          {title.text}
        </h1>
        {ended && (
          <p
            role="status"
            className="flex items-center gap-2 rounded-lg border border-stone-300 bg-stone-100 px-4 py-3 font-medium text-stone-800"
          >
            <CalendarX aria-hidden="true" className="size-5 shrink-0" />
            {t('events.detail.passed')}
          </p>
        )}
        <div className="flex flex-wrap gap-3 print:hidden">
          {!ended && linkHref(event.tickets_url) && (
            <Button asChild>
              <a href={linkHref(event.tickets_url)} target="_blank" rel="noopener nofollow ugc">
                <Ticket aria-hidden="true" className="size-4" />
                {t('events.detail.tickets')}
              </a>
            </Button>
          )}
          {!ended && <AddToCalendarButton event={event} />}
          <Button variant="ghost" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            {t('events.detail.print')}
          </Button>
        </div>
        {!ended && going}
      </header>
      <LeadImage src={eventLeadImage(event)} fallbackSrc={eventPlaceholderImage} />
      <EventFacts event={event} />
      {description.text && (
        <div
          lang={description.lang}
          className="grid max-w-prose gap-4 text-lg leading-relaxed text-stone-800"
        >
          {description.text.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      )}
      {after}
    </>
  );
}
