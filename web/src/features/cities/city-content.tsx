import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation.ts';
import { routes } from '@domain/routes.ts';
import {
  EventCardList,
  NewsCardList,
  OrganizationCardList,
} from '@/components/content/card-lists.tsx';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { QuerySection } from '@/components/content/query-section.tsx';
import { CalendarSubscribeLinks } from '@/components/content/calendar-subscribe-links.tsx';
import {
  cityEventsQueryOptions,
  cityNewsQueryOptions,
  cityOrganizationsQueryOptions,
} from './api/city-content-query.ts';

const grid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** Up to 6 organizations, 6 upcoming events and 3 news items of the city (SPEC §9). */
export function CityContent({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const organizations = useQuery(cityOrganizationsQueryOptions(slug, language));
  const events = useQuery(cityEventsQueryOptions(slug));
  const news = useQuery(cityNewsQueryOptions(slug));
  return (
    <>
      <QuerySection
        id="city-events"
        title={t('cities.events')}
        query={events}
        emptyMessage={t('cities.noEvents')}
        errorMessage={t('events.errorFetching')}
        link={{
          to: `${routes.events}?city=${encodeURIComponent(slug)}`,
          label: t('home.events.viewAll'),
        }}
        renderItems={(items) => <EventCardList events={items} className={grid} />}
      />
      <CalendarSubscribeLinks feedPath={`/city/${encodeURIComponent(slug)}/events.ics`} />
      <QuerySection
        id="city-organizations"
        title={t('cities.organizations')}
        query={organizations}
        emptyMessage={t('cities.noOrganizations')}
        errorMessage={t('organizations.errorFetching')}
        link={{ to: routes.organizations, label: t('home.organizations.viewAll') }}
        renderItems={(items) => <OrganizationCardList organizations={items} className={grid} />}
      />
      <QuerySection
        id="city-news"
        title={t('cities.news')}
        query={news}
        emptyMessage={t('cities.noNews')}
        errorMessage={t('news.errorFetching')}
        link={{ to: routes.news, label: t('home.news.viewAll') }}
        renderItems={(items) => (
          <NewsCardList articles={items} className={grid} readMoreLabel={t('news.readMore')} />
        )}
      />
    </>
  );
}
