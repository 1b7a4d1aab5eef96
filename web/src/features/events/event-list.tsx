import { occurrenceKey } from '@domain/event-occurrences.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { localizedField } from '@domain/content-language.ts';
import { EventCard } from '@/components/content/event-card.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import type { EventRow } from '@/lib/content-rows.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';

/** The grid of event cards: one column on phones, two on tablets, three on wide screens. */
export const eventGrid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** The cards of one tab, or its empty message. */
export function EventList({ events, emptyMessage }: { events: EventRow[]; emptyMessage: string }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  if (events.length === 0) return <EmptyState message={emptyMessage} />;
  return (
    <ul className={eventGrid}>
      {events.map((event, index) => (
        <li key={occurrenceKey(event)} className="grid">
          <EventCard
            event={event}
            headingLevel="h2"
            firstOnPage={index === 0}
            detailsLabel={t('events.viewDetails')}
            detailsAccessibleLabel={t('events.viewDetailsOf', {
              title: localizedField(event, 'title', language),
            })}
          />
        </li>
      ))}
    </ul>
  );
}
