import { useTranslation } from '@/lib/use-translation.ts';
import { localizedField } from '@domain/content-language.ts';
import type { OrganizationCategory } from '@domain/content-categories.ts';
import type { EventRow, NewsRow, OrganizationRow } from '@/lib/content-rows.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { EventCard } from './event-card.tsx';
import { NewsCard } from './news-card.tsx';
import { OrganizationCard } from './organization-card.tsx';

/** Grids of content cards with their translated labels, shared by the home and city pages. */

export function EventCardList({ events, className }: { events: EventRow[]; className: string }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  return (
    <ul className={className}>
      {events.map((event) => (
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
  );
}

export function OrganizationCardList({
  organizations,
  className,
}: {
  organizations: OrganizationRow[];
  className: string;
}) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  return (
    <ul className={className}>
      {organizations.map((organization) => (
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
  );
}

export function NewsCardList({
  articles,
  className,
  readMoreLabel,
}: {
  articles: NewsRow[];
  className: string;
  readMoreLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <ul className={className}>
      {articles.map((article) => (
        <li key={article.id} className="grid">
          <NewsCard
            article={article}
            categoryLabel={t(`news.categories.${article.category as 'canada'}`)}
            readMoreLabel={readMoreLabel}
          />
        </li>
      ))}
    </ul>
  );
}
