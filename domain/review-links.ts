import { routePath } from './routes.ts';

/**
 * Where mail about a submission or a claim sends people (issue 19): the item
 * on its author's dashboard, and the item in the editors' review queue. The
 * web pages read the same query parameters (`tab`, `item`).
 */

export type ReviewTable =
  | 'organizations'
  | 'events'
  | 'news'
  | 'memorials'
  | 'businesses'
  | 'creators'
  | 'creator_claims'
  | 'creator_revisions'
  | 'content_revisions';

/** The queue tab of each table: claims have their own tab. */
const queueTab: Record<ReviewTable, string> = {
  organizations: 'organizations',
  events: 'events',
  news: 'news',
  memorials: 'memorials',
  businesses: 'businesses',
  creators: 'creators',
  creator_claims: 'claims',
  creator_revisions: 'revisions',
  content_revisions: 'revisions',
};

export function isReviewTable(value: unknown): value is ReviewTable {
  return typeof value === 'string' && value in queueTab;
}

/** /dashboard?tab=news&item=<id>: the author's row, its status and the editor's reason (content tables only). */
export function dashboardItemPath(table: string, id: string): string {
  const query = new URLSearchParams();
  if (isReviewTable(table) && !table.includes('_')) query.set('tab', table);
  if (id) query.set('item', id);
  const search = query.toString();
  return `${routePath('dashboard')}${search ? `?${search}` : ''}`;
}

/** /admin?tab=events&item=<id>: the item in the editors' review queue. */
export function queueItemPath(table: string, id: string): string {
  const query = new URLSearchParams();
  if (isReviewTable(table)) query.set('tab', queueTab[table]);
  if (id) query.set('item', id);
  const search = query.toString();
  return `${routePath('admin')}${search ? `?${search}` : ''}`;
}
