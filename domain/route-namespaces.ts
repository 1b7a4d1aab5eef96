import { routeColumn } from './route-table.ts';

/** The message namespaces each route loads with its page (route-table.ts `namespaces`). */
export const routeNamespaces = routeColumn('namespaces');
