import type { Language } from '../language.ts';
import { addressInLanguage, canonicalLanguagePath, languageAlternates } from '../language-url.ts';
import { metaDescription } from './meta-description.ts';
import { documentTitle, type PageMeta } from './page-meta.ts';
import { mediaVariantUrl, parseMediaPath } from '../media-path.ts';

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

const openGraphLocales: Record<Language, string> = {
  en: 'en_CA',
  sr_cyrillic: 'sr_RS',
  sr_latin: 'sr_RS',
};

const absolute = (url: string, siteUrl: string) => new URL(url, siteUrl).toString();

/** RSS and iCalendar feeds a page advertises (link rel=alternate); RSS in the page's language. */
export function feedLinks(
  canonicalPath: string | undefined,
  language?: Language,
): HeadTags['links'] {
  const path = canonicalPath ?? '';
  const feed = (address: string) => (language ? addressInLanguage(address, language) : address);
  const news = { rel: 'alternate', type: 'application/rss+xml', href: feed('/news/rss.xml') };
  const events = { rel: 'alternate', type: 'application/rss+xml', href: feed('/events/rss.xml') };
  const calendar = { rel: 'alternate', type: 'text/calendar', href: feed('/events.ics') };
  if (path === '/') return [news, events, calendar];
  if (path === '/news' || path.startsWith('/blog/')) return [news];
  if (path === '/events' || path.startsWith('/event/')) return [events, calendar];
  const city = /^\/city\/([^/]+)$/.exec(path);
  if (city) return [{ ...calendar, href: feed(`/city/${city[1]}/events.ics`) }];
  const organization = /^\/org\/([^/]+)$/.exec(path);
  if (organization) return [{ ...calendar, href: feed(`/org/${organization[1]}/events.ics`) }];
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
  const image = meta.image ? absolute(shareableImage(meta.image), site.siteUrl) : undefined;
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
  // Open Graph names a locale (language_TERRITORY), not a script: Serbian in either script is sr_RS.
  if (language) {
    add('property', 'og:locale', openGraphLocales[language]);
    const others = new Set(Object.values(openGraphLocales));
    others.delete(openGraphLocales[language]);
    for (const other of others) add('property', 'og:locale:alternate', other);
  }
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

/**
 * A kept image (`/media/<id>/<w>x<h>`) is shared as its largest JPEG: the
 * path itself names no file, and link previews read JPEG everywhere.
 */
function shareableImage(image: string): string {
  const media = parseMediaPath(image);
  return media ? mediaVariantUrl(media, media.width, 'jpg') : image;
}
