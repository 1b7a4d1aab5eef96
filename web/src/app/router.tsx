import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { type RouteName, routes } from '../../../domain/routes.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import type { LazyPage } from './lazy-page.ts';
import { routePages } from './route-pages.ts';

const pageRoutes: RouteObject[] = (Object.keys(routes) as RouteName[]).map((name) => ({
  path: routes[name],
  Component: routePages[name],
}));

/** Starts loading the page chunk of `pathname`, so it downloads alongside the language's messages. */
export function preloadPage(pathname: string) {
  const page = matchRoutes(pageRoutes, pathname)?.at(-1)?.route.Component;
  if (page && 'preload' in page) void (page as LazyPage).preload();
}

/**
 * Every app route inside the shared layout. Page errors render inside the
 * layout (the pathless route's errorElement), so header and footer stay usable.
 */
export const router = createBrowserRouter([
  {
    Component: RootLayout,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [...pageRoutes, { path: '*', Component: NotFoundPage }],
      },
    ],
  },
]);
