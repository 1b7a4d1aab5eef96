import { createBrowserRouter, type RouteObject } from 'react-router';
import { type RouteName, routes } from '../../../domain/routes.ts';
import { RootLayout } from './layout/root-layout.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { routePages } from './route-pages.ts';

const pageRoutes: RouteObject[] = (Object.keys(routes) as RouteName[]).map((name) => ({
  path: routes[name],
  lazy: routePages[name],
}));

/**
 * Every app route inside the shared layout; each page is a `lazy` route, so
 * its chunk starts loading as soon as the router matches it. Page errors render inside the
 * layout (the pathless route's errorElement), so header and footer stay usable.
 */
export const router = createBrowserRouter([
  {
    Component: RootLayout,
    // The first page's chunk loads before anything renders, so there is no half-built frame to show.
    HydrateFallback: () => null,
    errorElement: <RouteErrorPage />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [...pageRoutes, { path: '*', Component: NotFoundPage }],
      },
    ],
  },
]);
