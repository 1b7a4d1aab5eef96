import type { Language } from '../language.ts';
import { canonicalLanguagePath, languageAlternates } from '../language-url.ts';
import { metaDescription } from './meta-description.ts';
import { documentTitle, type PageMeta } from './page-meta.ts';

/**
 * The head elements of a page, as data: the web app renders them as React
 * elements, the server writes them into index.html, so a crawler without
 * JavaScript and a browser see the same title, description, canonical link,
 * Open Graph and Twitter card tags, feed links and JSON-LD.
 */
export interface HeadTags {
  title: string;
  metas: { key: 'name' | 'property'; value: string; content: string }[];
  links: { rel: string; href: string; type?: string; title?: string; hreflang?: string }[];
  /** JSON-LD as plain JSON text (escaped for a <script> element where it is written). */
  jsonLd?: string;
}

const absolute = (url: string, siteUrl: string) => new URL(url, siteUrl).toString();

/** RSS and iCalendar feeds a page advertises (link rel=alternate); RSS in the page's language. */
export function feedLinks(
  canonicalPath: string | undefined,
  language?: Language,
): HeadTags['links'] {
  const path = canonicalPath ?? '';
  const rss = (feed: string) => (language ? canonicalLanguagePath(feed, language) : feed);
  const news = { rel: 'alternate', type: 'application/rss+xml', href: rss('/news/rss.xml') };
  const events = { rel: 'alternate', type: 'application/rss+xml', href: rss('/events/rss.xml') };
  const calendar = { rel: 'alternate', type: 'text/calendar', href: '/events.ics' };
  if (path === '/') return [news, events, calendar];
  if (path === '/news' || path.startsWith('/blog/')) return [news];
  if (path === '/events' || path.startsWith('/event/')) return [events, calendar];
  const city = /^\/city\/([^/]+)$/.exec(path);
  if (city) return [{ ...calendar, href: `/city/${city[1]}/events.ics` }];
  const organization = /^\/org\/([^/]+)$/.exec(path);
  if (organization) return [{ ...calendar, href: `/org/${organization[1]}/events.ics` }];
  return [];
}

/**
 * With `language`, the canonical link is the page's address in that language
 * and the head lists the address in every language (hreflang, x-default).
 */
export function headTags(
  meta: Partial<PageMeta>,
  site: { siteUrl: string; siteName: string; language?: Language },
): HeadTags {
  const title = documentTitle(meta.title, site.siteName);
  const description = meta.description ? metaDescription(meta.description) : '';
  const { language } = site;
  const canonicalPath =
    meta.canonicalPath && language
      ? canonicalLanguagePath(meta.canonicalPath, language)
      : meta.canonicalPath;
  const canonical = canonicalPath ? absolute(canonicalPath, site.siteUrl) : undefined;
  const alternates =
    meta.canonicalPath && language
      ? languageAlternates(meta.canonicalPath).map(({ hreflang, href }) => ({
          rel: 'alternate',
          hreflang,
          href: absolute(href, site.siteUrl),
        }))
      : [];
  const image = meta.image ? absolute(meta.image, site.siteUrl) : undefined;
  const metas: HeadTags['metas'] = [];
  const add = (key: 'name' | 'property', value: string, content: string | undefined) => {
    if (content) metas.push({ key, value, content });
  };
  add('name', 'description', description);
  add('property', 'og:site_name', site.siteName);
  add('property', 'og:type', 'website');
  add('property', 'og:title', meta.title ?? site.siteName);
  add('property', 'og:description', description);
  add('property', 'og:url', canonical);
  add('property', 'og:image', image);
  add('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
  add('name', 'twitter:title', meta.title ?? site.siteName);
  add('name', 'twitter:description', description);
  add('name', 'twitter:image', image);
  return {
    title,
    metas,
    links: [
      ...(canonical ? [{ rel: 'canonical', href: canonical }] : []),
      ...alternates,
      ...feedLinks(meta.canonicalPath, language),
    ],
    ...(meta.jsonLd ? { jsonLd: JSON.stringify(meta.jsonLd) } : {}),
  };
}
