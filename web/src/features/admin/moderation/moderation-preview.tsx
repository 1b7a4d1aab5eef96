import type { EventRow, OrganizationRow } from '@/lib/content-rows.ts';
import { EventView } from '@/features/events/index.ts';
import { type Memorial, MemorialView } from '@/features/memorials/index.ts';
import { type NewsArticleRow, NewsArticleView } from '@/features/news/index.ts';
import { OrganizationView } from '@/features/organizations/index.ts';
import { type Business, BusinessCard } from '@/features/business/index.ts';
import type { ModerationTable } from './moderation-tables.ts';

/**
 * A waiting row drawn by the same component as its public page, so the
 * editor sees exactly what publishing will show. The rows are read with the
 * public pages' columns and joins (moderation-tables.ts). Creators have no
 * page component to share and keep the summary card.
 */
export function ModerationPreview({
  table,
  row,
}: {
  table: ModerationTable;
  row: Record<string, unknown>;
}) {
  switch (table) {
    case 'events':
      return (
        <div className="grid gap-8">
          <EventView event={row as unknown as EventRow} />
        </div>
      );
    case 'news':
      return (
        <div className="grid gap-8">
          <NewsArticleView article={row as unknown as NewsArticleRow} />
        </div>
      );
    case 'organizations':
      return (
        <div className="grid gap-8">
          <OrganizationView organization={row as unknown as OrganizationRow} />
        </div>
      );
    case 'memorials':
      return (
        <MemorialView
          memorial={{ ...row, gallery_image_urls: row.gallery_image_urls ?? [] } as Memorial}
        />
      );
    case 'businesses':
      // The directory's own card, as the listing will appear.
      return <BusinessCard business={{ ...(row as unknown as Business), claimable: false }} />;
    case 'creators':
      return null;
  }
}
