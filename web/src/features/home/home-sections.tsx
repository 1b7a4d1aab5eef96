import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localizedField } from '../../../../domain/content-language.ts';
import type { OrganizationCategory } from '../../../../domain/content-categories.ts';
import { routes } from '../../../../domain/routes.ts';
import { EventCard } from '../../components/content/event-card.tsx';
import { NewsCard } from '../../components/content/news-card.tsx';
import { OrganizationCard } from '../../components/content/organization-card.tsx';
import { QuerySection } from '../../components/content/query-section.tsx';
import { useContentLanguage } from '../../lib/use-content-language.ts';
import {
  featuredOrganizationsQueryOptions,
  latestNewsQueryOptions,
  nextEventsQueryOptions,
} from './api/home-queries.ts';

const grid = 'grid gap-6 md:grid-cols-3';

/** Latest news, upcoming events and featured organizations, three each, with View all links. */
export function HomeSections() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const news = useQuery(latestNewsQueryOptions());
  const events = useQuery(nextEventsQueryOptions());
  const organizations = useQuery(featuredOrganizationsQueryOptions());
  return (
    <>
      <QuerySection
        id="home-news"
        title={t('home.news.heading')}
        query={news}
        emptyMessage={t('home.empty')}
        errorMessage={t('home.error')}
        link={{ to: routes.news, label: t('home.news.viewAll') }}
        renderItems={(items) => (
          <ul className={grid}>
            {items.map((article) => (
              <li key={article.id} className="grid">
                <NewsCard
                  article={article}
                  categoryLabel={t(`news.categories.${article.category as 'canada'}`)}
                  readMoreLabel={t('home.news.readMore')}
                />
              </li>
            ))}
          </ul>
        )}
      />
      <QuerySection
        id="home-events"
        title={t('home.events.heading')}
        query={events}
        emptyMessage={t('home.events.empty')}
        errorMessage={t('home.error')}
        link={{ to: routes.events, label: t('home.events.viewAll') }}
        renderItems={(items) => (
          <ul className={grid}>
            {items.map((event) => (
              <li key={event.id} className="grid">
                <EventCard
                  event={event}
                  detailsLabel={t('events.viewDetails')}
                  detailsAccessibleLabel={t('events.viewDetailsOf', {
                    title: localizedField(event, 'title', language),
                  })}
                />
              </li>
            ))}
          </ul>
        )}
      />
      <QuerySection
        id="home-organizations"
        title={t('home.organizations.heading')}
        query={organizations}
        emptyMessage={t('home.empty')}
        errorMessage={t('home.error')}
        link={{ to: routes.organizations, label: t('home.organizations.viewAll') }}
        renderItems={(items) => (
          <ul className={grid}>
            {items.map((organization) => (
              <li key={organization.id} className="grid">
                <OrganizationCard
                  organization={organization}
                  categoryLabel={t(
                    `organizations.categories.${organization.category as OrganizationCategory}`,
                  )}
                  noCityLabel={t('organizations.cityNotAvailable')}
                  websiteLabel={t('organizations.website')}
                  websiteAccessibleLabel={t('organizations.websiteOf', {
                    name: localizedField(organization, 'name', language),
                  })}
                />
              </li>
            ))}
          </ul>
        )}
      />
    </>
  );
}
