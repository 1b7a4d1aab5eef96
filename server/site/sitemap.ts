import { languages } from '../../domain/language.ts';
import { canonicalLanguagePath, languageAlternates } from '../../domain/language-url.ts';
import { routesWhere } from '../../domain/route-table.ts';
import { routePath, routes } from '../../domain/routes.ts';
import type { Database } from '../db/database.ts';
import { readAsAnon } from './anon-read.ts';
import { markup } from '../markup.ts';

/**
 * The sitemap (sitemaps.org): /sitemap.xml is an index of one child sitemap
 * per content type, each split in parts of at most 50,000 URLs, so it stays
 * valid however much is published. Rows are read as a visitor, so only
 * published (and public) items appear; lastmod is the row's updated_at.
 * Each page is listed once per language (docs/decisions/013), each entry
 * naming all its language versions (xhtml:link hreflang, x-default).
 */

/** Rows per child sitemap: one URL per language each, at most 50,000 URLs. */
export const sitemapPageSize = Math.floor(50_000 / languages.length);

interface SitemapType {
  /** The table's rows, or none for the fixed list pages. */
  table?: 'news' | 'events' | 'organizations' | 'creators' | 'memorials' | 'cities';
  path: (slug: string) => string;
}

export const sitemapTypes: Record<string, SitemapType> = {
  pages: { path: (slug) => slug },
  news: { table: 'news', path: (slug) => routePath('blogArticle', { slug }) },
  events: { table: 'events', path: (slug) => routePath('event', { slug }) },
  organizations: { table: 'organizations', path: (slug) => routePath('organization', { slug }) },
  creators: { table: 'creators', path: (slug) => routePath('creator', { slug }) },
  memorials: { table: 'memorials', path: (slug) => routePath('memorial', { slug }) },
  cities: { table: 'cities', path: (slug) => routePath('city', { cityName: slug }) },
};

/** The fixed pages a visitor can open (`sitemap: true` in the route table), in its order. */
const listPages = routesWhere((record) => record.sitemap === true).map((name) => routes[name]);

const utcText = (column: string) =>
  `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** A status filter besides RLS, so the sitemap never lists a draft (or a retired city) even for a role that could read one. */
const publishedOnly = (table: string) =>
  table === 'cities' ? 'retired_at is null' : `status = 'published'`;

interface Part {
  type: string;
  page: number;
  lastmod: string | null;
}

async function parts(db: Database): Promise<Part[]> {
  const result: Part[] = [{ type: 'pages', page: 1, lastmod: null }];
  for (const [type, { table }] of Object.entries(sitemapTypes)) {
    if (!table) continue;
    const [row] = await readAsAnon<{ count: number; lastmod: string | null }>(
      db,
      `select count(*)::int as count, ${utcText('max(updated_at)')} as lastmod
         from public.${table} where ${publishedOnly(table)}`,
    );
    const count = row?.count ?? 0;
    for (let page = 1; page <= Math.ceil(count / sitemapPageSize); page += 1) {
      result.push({ type, page, lastmod: row?.lastmod ?? null });
    }
  }
  return result;
}

const partPath = (part: { type: string; page: number }) =>
  `/sitemaps/${part.type}-${part.page}.xml`;

export async function sitemapIndexXml(db: Database, siteUrl: string): Promise<string> {
  const entries = (await parts(db)).map(
    (part) =>
      markup`<sitemap><loc>${new URL(partPath(part), siteUrl).toString()}</loc>${
        part.lastmod ? markup`<lastmod>${part.lastmod}</lastmod>` : ''
      }</sitemap>\n`,
  );
  return markup`<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries}</sitemapindex>
`.text;
}

/** One child sitemap, or undefined for an unknown type or a page past the end. */
export async function sitemapPartXml(
  db: Database,
  siteUrl: string,
  type: string,
  page: number,
): Promise<string | undefined> {
  const kind = sitemapTypes[type];
  if (!kind || !Number.isInteger(page) || page < 1) return undefined;
  let urls: { path: string; lastmod: string | null }[];
  if (!kind.table) {
    if (page !== 1) return undefined;
    urls = listPages.map((path) => ({ path, lastmod: null }));
  } else {
    const rows = await readAsAnon<{ slug: string; lastmod: string }>(
      db,
      `select slug, ${utcText('updated_at')} as lastmod
         from public.${kind.table} where ${publishedOnly(kind.table)}
        order by id limit $1 offset $2`,
      [sitemapPageSize, (page - 1) * sitemapPageSize],
    );
    if (rows.length === 0) return undefined;
    urls = rows.map((row) => ({ path: kind.path(row.slug), lastmod: row.lastmod }));
  }
  const absolute = (path: string) => new URL(path, siteUrl).toString();
  const entries = urls.flatMap((url) => {
    const alternates = languageAlternates(url.path).map(
      ({ hreflang, href }) =>
        markup`<xhtml:link rel="alternate" hreflang="${hreflang}" href="${absolute(href)}"/>`,
    );
    return languages.map(
      (language) =>
        markup`<url><loc>${absolute(canonicalLanguagePath(url.path, language))}</loc>${
          url.lastmod ? markup`<lastmod>${url.lastmod}</lastmod>` : ''
        }${alternates}</url>\n`,
    );
  });
  return markup`<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries}</urlset>
`.text;
}
