import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { sitemapPartXml } from './sitemap.ts';

/** A database whose every read answers these rows (the sitemap's SQL is covered by crawler-feeds.test.ts). */
const answering = (rows: object[]) =>
  ({
    transaction: async (work: (tx: { query: () => Promise<{ rows: object[] }> }) => unknown) =>
      work({ query: async () => ({ rows }) }),
  }) as unknown as Database;

describe('sitemap XML', () => {
  it('escapes what survives into a URL from a hostile slug', async () => {
    const db = answering([{ slug: `a&b'<c>"]]>`, lastmod: '2026-01-02T03:04:05Z' }]);
    const xml = (await sitemapPartXml(db, 'https://z.example', 'news', 1))!;
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locs.length).toBeGreaterThan(0);
    for (const loc of locs) expect(loc).toContain('/blog/a%26b&#39;%3Cc%3E%22%5D%5D%3E');
    expect(xml).not.toMatch(/&(?!amp;|#39;)|'|\]\]>|<c>/);
  });
});
