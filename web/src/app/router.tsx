import { matchRoutes, type RouteObject, useRoutes } from 'react-router';
import { type RouteName, routes } from '@domain/routes.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import type { Language } from '../lib/language.ts';
import type { LazyPage } from './lazy-page.ts';
import { routePages } from './route-pages.ts';

const pageRoutes: RouteObject[] = (Object.keys(routes) as RouteName[]).map((name) => ({
  path: routes[name],
  Component: routePages[name],
}));

/**
 * Loads the page chunk of `pathname` and its route's namespaces in `language`
 * (it downloads alongside the language's core messages); resolves once they are there, so a server-rendered page can be
 * rendered or hydrated without suspending. Nothing to load for an unknown path.
 */
export async function preloadPage(pathname: string, language?: Language): Promise<void> {
  const page = matchRoutes(pageRoutes, pathname)?.at(-1)?.route.Component;
  if (page && 'preload' in page) await (page as LazyPage).preload(language);
}

const appRoutes: RouteObject[] = [
  { Component: RootLayout, children: [...pageRoutes, { path: '*', Component: NotFoundPage }] },
];

/**
 * Every app route inside the shared layout, matched by React Router's
 * declarative API (inside <BrowserRouter>): the app loads no data through
 * the router, so its data-router half (about 20 kB gzip) stays out of the
 * bundle. Page errors render inside the layout (PageErrorBoundary there).
 */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
