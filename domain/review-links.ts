import { type ContentTable, contentTables, isContentTable } from './content-kinds.ts';
import { routePath } from './routes.ts';

/**
 * Where mail about a submission or a claim sends people (issue 19): the item
 * on its author's dashboard, and the item in the editors' review queue. The
 * web pages read the same query parameters (`tab`, `item`).
 */

export type ReviewTable =
  ContentTable | 'creator_claims' | 'creator_revisions' | 'content_revisions';

/** The queue tab of each table: each content kind its own, claims and revisions theirs. */
const queueTab: Record<ReviewTable, string> = {
  ...(Object.fromEntries(contentTables.map((table) => [table, table])) as Record<
    ContentTable,
    string
  >),
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
  if (isContentTable(table)) query.set('tab', table);
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
