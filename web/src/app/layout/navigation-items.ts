import { menuRoutes, routeTable } from '@domain/route-table.ts';
import { routes } from '@domain/routes.ts';

/**
 * Top navigation (SPEC §2): the routes of the `top` menu in the route table,
 * in its order, labelled `nav.<route>`; those only for members (the
 * dashboard) show when signed in. A label missing from the messages fails
 * the type check.
 */
export const topNavigation = menuRoutes('top').map((name) => ({
  labelKey: `nav.${name}` as const,
  to: routes[name],
  signedInOnly: routeTable[name].audience === 'signed-in',
}));

export type NavigationItem = (typeof topNavigation)[number];

export function visibleNavigation(signedIn: boolean): readonly NavigationItem[] {
  return topNavigation.filter((item) => signedIn || !item.signedInOnly);
}

/** Footer links (SPEC §2): the routes of the `footer` menu in the route table, in its order. */
export const footerNavigation = menuRoutes('footer').map((name) => ({
  labelKey: `nav.${name}` as const,
  to: routes[name],
}));
