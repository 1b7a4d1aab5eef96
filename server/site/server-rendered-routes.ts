import type { RouteName } from '../../domain/routes.ts';

/**
 * The routes the server renders with their first data (docs/decisions/014):
 * the public reading pages. Forms behind sign-in, account screens, admin and
 * the pages that act on a link's token stay rendered in the browser.
 */
export const serverRenderedRoutes: ReadonlySet<RouteName> = new Set<RouteName>([
  'home',
  'search',
  'news',
  'newsArticle',
  'blogArticle',
  'events',
  'event',
  'organizations',
  'organization',
  'businessDirectory',
  'culture',
  'multimedia',
  'contact',
  'about',
  'privacy',
  'terms',
  'city',
  'creators',
  'creator',
  'memorials',
  'memorial',
]);
