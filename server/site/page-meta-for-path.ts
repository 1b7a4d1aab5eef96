import type { Language } from '../../domain/language.ts';
import {
  creatorLeadImage,
  eventLeadImage,
  homeHeroImage,
  memorialLeadImage,
  newsLeadImage,
} from '../../domain/lead-images.ts';
import { cityPageMeta } from '../../domain/seo/city-page.ts';
import { creatorPageMeta } from '../../domain/seo/creator-page.ts';
import { eventPageMeta } from '../../domain/seo/event-page.ts';
import { memorialPageMeta } from '../../domain/seo/memorial-page.ts';
import { newsArticlePageMeta } from '../../domain/seo/news-article-page.ts';
import { organizationPageMeta } from '../../domain/seo/organization-page.ts';
import type { SectionTexts } from '../../domain/seo/breadcrumbs.ts';
import type { PageMeta } from '../../domain/seo/page-meta.ts';
import { type SiteText, siteText } from '../../domain/seo/site-text.ts';
import { type RoutesWith, routesWhere } from '../../domain/route-table.ts';
import { isAppRoute, type RouteName, routes } from '../../domain/routes.ts';
import type { Database } from '../db/database.ts';
import * as rows from './detail-rows.ts';
import { matchRoute } from './route-match.ts';

/**
 * A page's head and status: 404 for unknown paths and unknown or unpublished
 * slugs. `route` names the app route that renders it and `leadImage` its first
 * large image, when the path and the row tell (the HTML preloads both).
 */
export interface PageHeadResult {
  status: 200 | 404;
  meta: Partial<PageMeta>;
  route?: RouteName;
  leadImage?: string;
}

/** A detail page's head and, when its row names one, its first large image. */
interface DetailHead {
  meta: PageMeta;
  leadImage?: string;
}

type ListPage = Exclude<
  keyof SiteText,
  'siteName' | 'newsTeamName' | 'memorialFallback' | 'cityWelcome' | 'notFound'
>;

/** The routes whose head is the site texts under their name (`head: 'list'` in the route table). */
type ListRoute = RoutesWith<'head', 'list'>;
const listPages = new Set(routesWhere((record) => record.head === 'list'));

function isListPage(route: RouteName): route is ListRoute {
  return listPages.has(route);
}

/** A list route's site texts are under its name: one without them fails the type check here. */
const listTexts = (route: ListRoute): ListPage => route;

/** What a detail page's head is built for: the reader's language, the site, its texts. */
interface HeadContext {
  language: Language;
  siteUrl: string;
  text: SiteText;
}

type DetailReader = (
  db: Database,
  param: string,
  context: HeadContext,
) => Promise<DetailHead | undefined>;

/** A detail page's breadcrumb texts: the site's name and its section's list title. */
function sectionTexts(text: SiteText, section: ListPage): SectionTexts {
  return { siteName: text.siteName, sectionTitle: text[section].title };
}

const newsArticle: DetailReader = async (db, slug, { language, siteUrl, text }) => {
  const row = await rows.readNewsArticle(db, slug);
  const texts = { ...sectionTexts(text, 'news'), teamName: text.newsTeamName };
  return (
    row && {
      meta: newsArticlePageMeta(row, language, siteUrl, texts),
      leadImage: newsLeadImage(row),
    }
  );
};

/** Typed by the route table: a route with `head: 'detail'` and no reader fails the type check. */
const details: Record<RoutesWith<'head', 'detail'>, DetailReader> = {
  newsArticle,
  blogArticle: newsArticle,
  event: async (db, slug, { language, siteUrl, text }) => {
    const row = await rows.readEvent(db, slug);
    const texts = sectionTexts(text, 'events');
    return (
      row && { meta: eventPageMeta(row, language, siteUrl, texts), leadImage: eventLeadImage(row) }
    );
  },
  organization: async (db, slug, { language, siteUrl, text }) => {
    const row = await rows.readOrganization(db, slug);
    const texts = sectionTexts(text, 'organizations');
    return row && { meta: organizationPageMeta(row, language, siteUrl, texts) };
  },
  creator: async (db, slug, { language, siteUrl, text }) => {
    const row = await rows.readCreator(db, slug);
    return (
      row && {
        meta: creatorPageMeta(row, language, siteUrl, sectionTexts(text, 'creators')),
        leadImage: creatorLeadImage(row),
      }
    );
  },
  memorial: async (db, slug, { language, siteUrl, text }) => {
    const row = await rows.readMemorial(db, slug);
    const texts = { ...sectionTexts(text, 'memorials'), fallback: text.memorialFallback };
    return (
      row && {
        meta: memorialPageMeta(row, language, siteUrl, texts),
        leadImage: memorialLeadImage(row),
      }
    );
  },
  city: async (db, name, { language, text }) => {
    const row = await rows.readCity(db, name);
    return row && { meta: cityPageMeta(row, language, { welcome: text.cityWelcome }) };
  },
};

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
  const route = match.name;
  if (isListPage(route)) {
    const { title, description } = text[listTexts(route)];
    return {
      status: 200,
      meta: { title, description, canonicalPath: routes[route] },
      route,
      leadImage: route === 'home' ? homeHeroImage : undefined,
    };
  }
  const reader = Object.hasOwn(details, route) ? details[route as keyof typeof details] : undefined;
  if (!reader || match.param === undefined) return { status: 200, meta: {}, route };
  const param = decoded(match.param);
  const head = param ? await reader(db, param, { language, siteUrl, text }) : undefined;
  return head ? { status: 200, meta: head.meta, route, leadImage: head.leadImage } : notFound;
}
