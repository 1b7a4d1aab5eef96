import type { ReactNode } from 'react';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { PrivateMediaProvider } from '@/lib/private-media.tsx';
import { QueueState } from './queue-state.tsx';
import { EventView } from '@/components/content/event/event-view.tsx';
import { MemorialView } from '@/components/content/memorial/memorial-view.tsx';
import { NewsArticleView } from '@/components/content/news/news-article-view.tsx';
import { OrganizationView } from '@/components/content/organization/organization-view.tsx';
import { BusinessCard } from '@/components/content/business/business-card.tsx';
import type { ModerationTable } from './moderation-tables.ts';
import {
  businessPreviewQueryOptions,
  eventPreviewQueryOptions,
  memorialPreviewQueryOptions,
  newsPreviewQueryOptions,
  organizationPreviewQueryOptions,
} from './moderation-preview-queries.ts';

/**
 * A waiting row drawn by the same component as its public page, so the
 * editor sees exactly what publishing will show. Each table's row is read
 * with the public page's columns (moderation-preview-queries.ts). Creators
 * have no page component to share and keep the summary card. The views live
 * in components/content/ because two features draw them.
 */
export function ModerationPreview({ table, id }: { table: ModerationTable; id: string }) {
  switch (table) {
    case 'events':
      return (
        <Preview options={eventPreviewQueryOptions(id)}>
          {(event) => (
            <div className="grid gap-8">
              <EventView event={event} />
            </div>
          )}
        </Preview>
      );
    case 'news':
      return (
        <Preview options={newsPreviewQueryOptions(id)}>
          {(article) => (
            <div className="grid gap-8">
              <NewsArticleView article={article} />
            </div>
          )}
        </Preview>
      );
    case 'organizations':
      return (
        <Preview options={organizationPreviewQueryOptions(id)}>
          {(organization) => (
            <div className="grid gap-8">
              <OrganizationView organization={organization} />
            </div>
          )}
        </Preview>
      );
    case 'memorials':
      return (
        <Preview options={memorialPreviewQueryOptions(id)}>
          {(memorial) => <MemorialView memorial={memorial} />}
        </Preview>
      );
    case 'businesses':
      return (
        <Preview options={businessPreviewQueryOptions(id)}>
          {(business) => <BusinessCard business={business} />}
        </Preview>
      );
    case 'creators':
      return null;
  }
}

function Preview<Row>({
  options,
  children,
}: {
  options: UseQueryOptions<Row | null, Error, Row | null, string[]>;
  children: (row: Row) => ReactNode;
}) {
  const query = useQuery(options);
  return (
    <QueueState query={query} isEmpty={(row) => row === null}>
      {(row) => row && <PrivateMediaProvider>{children(row)}</PrivateMediaProvider>}
    </QueueState>
  );
}
