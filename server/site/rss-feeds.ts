import { localizedField, localizedText } from '../../domain/content-language.ts';
import { formatDate, formatTime } from '../../domain/format-date.ts';
import { type Language, languageDetails } from '../../domain/language.ts';
import { canonicalLanguagePath } from '../../domain/language-url.ts';
import { routePath, routes } from '../../domain/routes.ts';
import { metaDescription } from '../../domain/seo/meta-description.ts';
import { siteText } from '../../domain/seo/site-text.ts';
import type { EventFeedRow, NewsFeedRow } from './feed-rows.ts';
import { markup } from '../markup.ts';

/**
 * RSS 2.0 feeds of news and events. Feeds are read by machines that send no
 * language preference, so they are in English (each text falling back to
 * the Serbian one, in Latin script, as the app does) unless the address
 * names a language (`/news/rss.xml?lang=sr-Cyrl`); then the texts and the
 * item links are in that language.
 */

interface FeedItem {
  title: string;
  path: string;
  description: string;
  published: string;
  /** The item's category code (news or event category). */
  category: string;
}

/** Each feed's list page and own address; its title and description are the list page's. */
const feeds = {
  news: { path: routes.news, feedPath: '/news/rss.xml' },
  events: { path: routes.events, feedPath: '/events/rss.xml' },
} as const;

function rssXml(
  siteUrl: string,
  language: Language,
  feed: keyof typeof feeds,
  items: FeedItem[],
): string {
  const text = siteText(language);
  const channel = {
    ...feeds[feed],
    title: `${text[feed].title} · ${text.siteName}`,
    description: text[feed].description,
  };
  const absolute = (path: string) =>
    new URL(canonicalLanguagePath(path, language), siteUrl).toString();
  const date = (iso: string) => new Date(iso).toUTCString();
  const entries = items.map(
    (item) =>
      markup`<item><title>${item.title}</title><link>${absolute(item.path)}</link><guid isPermaLink="true">${absolute(item.path)}</guid><pubDate>${date(item.published)}</pubDate><category>${item.category}</category>${
        item.description ? markup`<description>${item.description}</description>` : ''
      }</item>\n`,
  );
  const newest = items[0]?.published;
  return markup`<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
<channel>
<title>${channel.title}</title>
<link>${absolute(channel.path)}</link>
<description>${channel.description}</description>
<language>${languageDetails[language].htmlLang}</language>
${newest ? markup`<lastBuildDate>${date(newest)}</lastBuildDate>\n` : ''}<atom:link href="${absolute(channel.feedPath)}" rel="self" type="application/rss+xml"/>
${entries}</channel>
</rss>
`.text;
}

export function newsRssXml(
  rows: NewsFeedRow[],
  siteUrl: string,
  language: Language = 'en',
): string {
  return rssXml(
    siteUrl,
    language,
    'news',
    rows.map((row) => ({
      title: localizedField(row, 'title', language),
      path: routePath('blogArticle', { slug: row.slug }),
      description: localizedField(row, 'excerpt', language),
      published: row.created_at,
      category: row.category,
    })),
  );
}

export function eventsRssXml(
  rows: EventFeedRow[],
  siteUrl: string,
  language: Language = 'en',
): string {
  return rssXml(
    siteUrl,
    language,
    'events',
    rows.map((row) => {
      const when = [
        formatDate(row.event_date, language),
        row.event_time && formatTime(row.event_time, language),
      ]
        .filter(Boolean)
        .join(' ');
      const venue = localizedText(language, row.venue_name, row.venue_name_sr_cyrl);
      const where = [venue, row.location_text].filter(Boolean).join(', ');
      const about = metaDescription(localizedField(row, 'description', language), 300);
      return {
        title: localizedField(row, 'title', language),
        path: routePath('event', { slug: row.slug }),
        description: [[when, where].filter(Boolean).join(' · '), about].filter(Boolean).join('\n'),
        published: row.created_at,
        category: row.category,
      };
    }),
  );
}
