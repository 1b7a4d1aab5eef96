import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation.ts';
import { routes } from '@domain/routes.ts';
import {
  EventCardList,
  NewsCardList,
  OrganizationCardList,
} from '@/components/content/card-lists.tsx';
import { QuerySection } from '@/components/content/query-section.tsx';
import { CardGridSkeleton } from '@/components/ui/card-grid-skeleton.tsx';
import {
  featuredOrganizationsQueryOptions,
  latestNewsQueryOptions,
  nextEventsQueryOptions,
} from './api/home-queries.ts';

const grid = 'grid gap-6 md:grid-cols-3';
/** Each section shows three cards. */
const sectionSize = 3;

/** Latest news, upcoming events and featured organizations, three each, with View all links. */
export function HomeSections() {
  const { t } = useTranslation();
  const news = useQuery(latestNewsQueryOptions());
  const events = useQuery(nextEventsQueryOptions());
  const organizations = useQuery(featuredOrganizationsQueryOptions());
  const placeholder = (shape: 'image' | 'logo') => (
    <CardGridSkeleton label={t('app.loading')} count={sectionSize} className={grid} shape={shape} />
  );
  return (
    <>
      <QuerySection
        id="home-news"
        title={t('home.news.heading')}
        query={news}
        emptyMessage={t('home.empty')}
        errorMessage={t('home.error')}
        link={{ to: routes.news, label: t('home.news.viewAll') }}
        placeholder={placeholder('image')}
        renderItems={(items) => (
          <NewsCardList articles={items} className={grid} readMoreLabel={t('home.news.readMore')} />
        )}
      />
      <QuerySection
        id="home-events"
        title={t('home.events.heading')}
        query={events}
        emptyMessage={t('home.events.empty')}
        errorMessage={t('home.error')}
        link={{ to: routes.events, label: t('home.events.viewAll') }}
        placeholder={placeholder('image')}
        renderItems={(items) => <EventCardList events={items} className={grid} />}
      />
      <QuerySection
        id="home-organizations"
        title={t('home.organizations.heading')}
        query={organizations}
        emptyMessage={t('home.empty')}
        errorMessage={t('home.error')}
        link={{ to: routes.organizations, label: t('home.organizations.viewAll') }}
        placeholder={placeholder('logo')}
        renderItems={(items) => <OrganizationCardList organizations={items} className={grid} />}
      />
    </>
  );
}
