import { useMemo } from 'react';
import { withOccurrences } from '@domain/event-occurrences.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation.ts';
import { splitByTiming, todayIsoDate } from '@domain/event-timing.ts';
import { ListPageLayout } from '@/components/list-page/list-page-layout.tsx';
import { CardGridSkeleton } from '@/components/ui/card-grid-skeleton.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { LoadingState } from '@/components/ui/loading-state.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs.tsx';
import { searchDebounceMs, useDebouncedValue } from '@/lib/use-debounced-value.ts';
import { useFetchErrorToast } from '@/lib/use-fetch-error-toast.ts';
import { useUrlFilters } from '@/lib/use-url-filters.ts';
import { eventsQueryOptions } from './api/events-query.ts';
import { eventGrid, EventList } from './event-list.tsx';
import { EventsCalendar } from './events-calendar.tsx';
import { EventsToolbar, type EventsView } from './events-toolbar.tsx';
import { CalendarSubscribeLinks } from '@/components/content/calendar-subscribe-links.tsx';
import { eventsFeedPath, eventsUrlFilters } from './events-url-filters.ts';
import { SubmitEventCallout } from './submit-event-callout.tsx';

/**
 * Events (SPEC §2): search, city, category, list or calendar, Upcoming and
 * Past tabs, submit call to action. Every filter lives in the URL.
 */
export function EventsListPage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const [filters, setFilters] = useUrlFilters(eventsUrlFilters);
  const view: EventsView = filters.view;
  const settledSearch = useDebouncedValue(filters.q, searchDebounceMs);
  const events = useQuery(
    eventsQueryOptions({
      city: filters.city,
      category: filters.category,
      search: settledSearch,
      language,
    }),
  );
  useFetchErrorToast(events.error, t('events.errorTitle'), t('events.errorFetching'));
  const today = todayIsoDate();
  // A recurring event shows once per occurrence (list and calendar).
  const shown = useMemo(() => withOccurrences(events.data ?? [], today), [events.data, today]);
  const { upcoming, past } = splitByTiming(shown, today);

  return (
    <ListPageLayout title={t('events.title')} intro={t('events.intro')} canonicalPath="/events">
      <EventsToolbar
        search={filters.q}
        onSearchChange={(q) => setFilters({ q })}
        city={filters.city}
        onCityChange={(city) => setFilters({ city })}
        category={filters.category}
        onCategoryChange={(category) => setFilters({ category })}
        view={view}
        onViewChange={(next) => setFilters({ view: next })}
      />
      {events.isError ? (
        <ErrorState message={t('events.errorFetching')} />
      ) : view === 'calendar' ? (
        events.isPending ? (
          <LoadingState label={t('events.loading')} />
        ) : (
          <EventsCalendar events={shown} />
        )
      ) : (
        <Tabs value={filters.tab} onValueChange={(tab) => setFilters({ tab })}>
          <TabsList aria-label={t('events.timingLabel')} className="w-fit">
            <TabsTrigger value="upcoming">{t('events.upcoming')}</TabsTrigger>
            <TabsTrigger value="past">{t('events.past')}</TabsTrigger>
          </TabsList>
          {/* The tabs are there from the start; their cards take the skeleton's place. */}
          <TabsContent value="upcoming">
            {events.isPending ? (
              <CardGridSkeleton label={t('events.loading')} count={6} className={eventGrid} />
            ) : (
              <EventList events={upcoming} emptyMessage={t('events.noUpcoming')} />
            )}
          </TabsContent>
          <TabsContent value="past">
            {events.isPending ? (
              <CardGridSkeleton label={t('events.loading')} count={6} className={eventGrid} />
            ) : (
              <EventList events={past} emptyMessage={t('events.noPast')} />
            )}
          </TabsContent>
        </Tabs>
      )}
      <CalendarSubscribeLinks feedPath={eventsFeedPath(filters.city, filters.category)} />
      <SubmitEventCallout />
    </ListPageLayout>
  );
}
