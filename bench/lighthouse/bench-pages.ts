import type { Database } from '../../server/db/database.ts';

export interface BenchPage {
  label: string;
  path: string;
}

/** The newest published row's slug of a content table in the demo seed. */
async function newestSlug(db: Database, table: string): Promise<string> {
  const { rows } = await db.query<{ slug: string }>(
    `select slug from public.${table} where status = 'published' order by created_at desc limit 1`,
  );
  const slug = rows[0]?.slug;
  if (!slug) throw new Error(`the demo seed has no published row in ${table}`);
  return slug;
}

/** Issue 9's pages: four list pages and one detail page each of news, event, creator and memorial. */
export async function benchPages(db: Database): Promise<BenchPage[]> {
  const [news, event, creator, memorial] = await Promise.all([
    newestSlug(db, 'news'),
    newestSlug(db, 'events'),
    newestSlug(db, 'creators'),
    newestSlug(db, 'memorials'),
  ]);
  return [
    { label: 'home', path: '/' },
    { label: 'events', path: '/events' },
    { label: 'creators', path: '/creators' },
    { label: 'inmemoriam', path: '/inmemoriam' },
    { label: 'news article', path: `/blog/${encodeURIComponent(news)}` },
    { label: 'event', path: `/event/${encodeURIComponent(event)}` },
    { label: 'creator', path: `/creator/${encodeURIComponent(creator)}` },
    { label: 'memorial', path: `/inmemoriam/${encodeURIComponent(memorial)}` },
  ];
}
