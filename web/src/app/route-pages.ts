import { pageComponentName, routePageModules } from '@domain/route-page-modules.ts';
import type { MessageNamespace } from '@domain/message-namespaces.ts';
import { routeNamespaces } from '@domain/route-namespaces.ts';
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

/** The namespaces of every route that shows `module` (news and blog articles share one). */
function namespacesOfModule(module: string): MessageNamespace[] {
  const routes = (Object.keys(routePageModules) as RouteName[]).filter(
    (route) => routePageModules[route] === module,
  );
  return [...new Set(routes.flatMap((route) => routeNamespaces[route]))];
}

/** One lazy page per module: routes that share a page (news and blog articles) share its loading. */
const lazyPages = new Map<string, LazyPage>();

function routePage(route: RouteName): LazyPage {
  const module = routePageModules[route];
  let page = lazyPages.get(module);
  if (!page) {
    const load = pageModules[`./${module}`];
    if (!load) throw new Error(`${module} is not a page module (web/src/features/**/*-page.tsx)`);
    page = lazyPage(load, pageComponentName(module), namespacesOfModule(module));
    lazyPages.set(module, page);
  }
  return page;
}

/** The page of every route in domain/routes.ts, from the table in domain/route-page-modules.ts. */
export const routePages = Object.fromEntries(
  (Object.keys(routePageModules) as RouteName[]).map((route) => [route, routePage(route)]),
) as Record<RouteName, LazyPage>;
