import { type RouteName, routesWhere } from '../../domain/route-table.ts';

/**
 * The routes the server renders with their first data (docs/decisions/014):
 * `rendering: 'server'` in the route table, the public reading pages.
 */
export const serverRenderedRoutes: ReadonlySet<RouteName> = new Set(
  routesWhere((record) => record.rendering === 'server'),
);
