import { type RouteName, routeTable } from './route-table.ts';

export type { RouteName } from './route-table.ts';

/**
 * The path pattern of every route, from the route table (route-table.ts). The
 * web router registers these paths; the server uses them to answer 200 for an
 * app route and 404 (with the app's not-found page) for anything else.
 */
export const routes = Object.fromEntries(
  Object.entries(routeTable).map(([name, record]) => [name, record.path]),
) as { [Name in RouteName]: (typeof routeTable)[Name]['path'] };

/** Fills `:params` of a route pattern, encoding each value. */
export function routePath(name: RouteName, params: Record<string, string> = {}): string {
  return routes[name].replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}

function matches(pattern: string, pathname: string): boolean {
  const patternParts = pattern.split('/').filter(Boolean);
  const pathParts = pathname.split('/').filter(Boolean);
  if (patternParts.length !== pathParts.length) return false;
  return patternParts.every((part, index) => part.startsWith(':') || part === pathParts[index]);
}

/** True when the path (without query) is one of the app's routes; a trailing slash is tolerated. */
export function isAppRoute(pathname: string): boolean {
  return Object.values(routes).some((pattern) => matches(pattern, pathname));
}
