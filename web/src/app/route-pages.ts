import { pageComponentName, routePageModules } from '@domain/route-page-modules.ts';
import type { RouteName } from '@domain/routes.ts';
import type { ComponentType } from 'react';
import { type LazyPage, lazyPage } from './lazy-page.ts';

/**
 * Every page module, each loaded on first use, so Vite makes each its own
 * chunk. legal-page.tsx is a part of the privacy and terms pages, not a page.
 */
const pageModules = import.meta.glob<Record<string, ComponentType>>(
  ['./**/*-page.tsx', '!./legal/legal-page.tsx'],
  { base: '../features' },
);

/** The screens whose messages (i18n/en-deferred.ts) are not part of every page's. */
const deferredMessageRoutes = new Set<RouteName>([
  'businessSubmit',
  'businessClaim',
  'newsletterPreferences',
  // The wording of a business claim (i18n/en/business-listing.ts).
  'creatorsVerifyClaim',
  'adminCreators',
  'adminUsers',
  'adminNewsletter',
  'admin',
  'devMailbox',
  'dashboard',
  'memorial',
  'condolenceConfirm',
]);

/** One lazy page per module: routes that share a page (news and blog articles) share its loading. */
const lazyPages = new Map<string, LazyPage>();

function routePage(route: RouteName): LazyPage {
  const module = routePageModules[route];
  let page = lazyPages.get(module);
  if (!page) {
    const load = pageModules[`./${module}`];
    if (!load) throw new Error(`${module} is not a page module (web/src/features/**/*-page.tsx)`);
    page = lazyPage(load, pageComponentName(module), {
      deferredMessages: deferredMessageRoutes.has(route),
    });
    lazyPages.set(module, page);
  }
  return page;
}

/** The page of every route in domain/routes.ts, from the table in domain/route-page-modules.ts. */
export const routePages = Object.fromEntries(
  (Object.keys(routePageModules) as RouteName[]).map((route) => [route, routePage(route)]),
) as Record<RouteName, LazyPage>;
