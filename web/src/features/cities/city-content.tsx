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
  cityEventsQueryOptions,
  cityNewsQueryOptions,
  cityOrganizationsQueryOptions,
} from './api/city-content-query.ts';

const grid = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** Up to 6 organizations, 6 upcoming events and 3 news items of the city (SPEC §9). */
export function CityContent({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const organizations = useQuery(cityOrganizationsQueryOptions(slug));
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
        id="city-organizations"
        title={t('cities.organizations')}
        query={organizations}
        emptyMessage={t('cities.noOrganizations')}
        errorMessage={t('organizations.errorFetching')}
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
      <QuerySection
        id="city-news"
        title={t('cities.news')}
        query={news}
        emptyMessage={t('cities.noNews')}
        errorMessage={t('news.errorFetching')}
        link={{ to: routes.news, label: t('home.news.viewAll') }}
        renderItems={(items) => (
          <ul className={grid}>
            {items.map((article) => (
              <li key={article.id} className="grid">
                <NewsCard
                  article={article}
                  categoryLabel={t(`news.categories.${article.category as 'canada'}`)}
                  readMoreLabel={t('news.readMore')}
                />
              </li>
            ))}
          </ul>
        )}
      />
    </>
  );
}
