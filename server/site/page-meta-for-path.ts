import type { Language } from '../../domain/language.ts';
import { cityPageMeta } from '../../domain/seo/city-page.ts';
import { creatorPageMeta } from '../../domain/seo/creator-page.ts';
import { eventPageMeta } from '../../domain/seo/event-page.ts';
import { memorialPageMeta } from '../../domain/seo/memorial-page.ts';
import { newsArticlePageMeta } from '../../domain/seo/news-article-page.ts';
import { organizationPageMeta } from '../../domain/seo/organization-page.ts';
import type { PageMeta } from '../../domain/seo/page-meta.ts';
import { type SiteText, siteText } from '../../domain/seo/site-text.ts';
import { isAppRoute, type RouteName, routes } from '../../domain/routes.ts';
import type { Database } from '../db/database.ts';
import * as rows from './detail-rows.ts';

/** A page's head and status: 404 for unknown paths and unknown or unpublished slugs. */
export interface PageHeadResult {
  status: 200 | 404;
  meta: Partial<PageMeta>;
}

type ListPage = Exclude<
  keyof SiteText,
  'siteName' | 'newsTeamName' | 'memorialFallback' | 'cityWelcome' | 'notFound'
>;

const listPages: Partial<Record<RouteName, ListPage>> = {
  home: 'home',
  news: 'news',
  events: 'events',
  organizations: 'organizations',
  creators: 'creators',
  memorials: 'memorials',
  culture: 'culture',
  multimedia: 'multimedia',
  about: 'about',
  contact: 'contact',
  businessDirectory: 'businessDirectory',
  search: 'search',
};

type DetailReader = (
  db: Database,
  param: string,
  language: Language,
  siteUrl: string,
) => Promise<PageMeta | undefined>;

const details: Partial<Record<RouteName, DetailReader>> = {
  newsArticle: async (db, slug, language, siteUrl) => {
    const row = await rows.readNewsArticle(db, slug);
    return row && newsArticlePageMeta(row, language, siteUrl);
  },
  blogArticle: async (db, slug, language, siteUrl) => {
    const row = await rows.readNewsArticle(db, slug);
    return row && newsArticlePageMeta(row, language, siteUrl);
  },
  event: async (db, slug, language, siteUrl) => {
    const row = await rows.readEvent(db, slug);
    return row && eventPageMeta(row, language, siteUrl);
  },
  organization: async (db, slug, language, siteUrl) => {
    const row = await rows.readOrganization(db, slug);
    return row && organizationPageMeta(row, language, siteUrl);
  },
  creator: async (db, slug, language, siteUrl) => {
    const row = await rows.readCreator(db, slug);
    return row && creatorPageMeta(row, language, siteUrl);
  },
  memorial: async (db, slug, language, siteUrl) => {
    const row = await rows.readMemorial(db, slug);
    return row && memorialPageMeta(row, language, siteUrl);
  },
  city: async (db, name, language) => {
    const row = await rows.readCity(db, name);
    return row && cityPageMeta(row, language);
  },
};

const segments = (path: string) => path.split('/').filter(Boolean);

/** The route a path belongs to and its one parameter; fixed paths win over `:slug` ones. */
function matchRoute(pathname: string): { name: RouteName; param?: string } | undefined {
  const parts = segments(pathname);
  const entries = Object.entries(routes) as [RouteName, string][];
  const fixed = entries.find(([, pattern]) => segments(pattern).join('/') === parts.join('/'));
  if (fixed) return { name: fixed[0] };
  for (const [name, pattern] of entries) {
    const patternParts = segments(pattern);
    if (patternParts.length !== parts.length) continue;
    const index = patternParts.findIndex((part) => part.startsWith(':'));
    if (index < 0) continue;
    if (patternParts.every((part, i) => i === index || part === parts[i])) {
      return { name, param: parts[index] };
    }
  }
  return undefined;
}

function decoded(param: string): string | undefined {
  try {
    return decodeURIComponent(param);
  } catch {
    return undefined;
  }
}

export async function pageMetaForPath(
  db: Database,
  pathname: string,
  language: Language,
  siteUrl: string,
): Promise<PageHeadResult> {
  const text = siteText(language);
  const notFound: PageHeadResult = { status: 404, meta: { title: text.notFound.title } };
  const match = isAppRoute(pathname) ? matchRoute(pathname) : undefined;
  if (!match) return notFound;
  const list = listPages[match.name];
  if (list) {
    const { title, description } = text[list];
    return { status: 200, meta: { title, description, canonicalPath: routes[match.name] } };
  }
  const reader = details[match.name];
  if (!reader || match.param === undefined) return { status: 200, meta: {} };
  const param = decoded(match.param);
  const meta = param ? await reader(db, param, language, siteUrl) : undefined;
  return meta ? { status: 200, meta } : notFound;
}
