import { routes } from '@domain/routes.ts';

/** Top navigation (SPEC §2); the dashboard shows only when signed in. */
export const topNavigation = [
  { labelKey: 'nav.home', to: routes.home, signedInOnly: false },
  { labelKey: 'nav.news', to: routes.news, signedInOnly: false },
  { labelKey: 'nav.events', to: routes.events, signedInOnly: false },
  { labelKey: 'nav.organizations', to: routes.organizations, signedInOnly: false },
  { labelKey: 'nav.businessDirectory', to: routes.businessDirectory, signedInOnly: false },
  { labelKey: 'nav.memorials', to: routes.memorials, signedInOnly: false },
  { labelKey: 'nav.creators', to: routes.creators, signedInOnly: false },
  { labelKey: 'nav.culture', to: routes.culture, signedInOnly: false },
  { labelKey: 'nav.multimedia', to: routes.multimedia, signedInOnly: false },
  { labelKey: 'nav.search', to: routes.search, signedInOnly: false },
  { labelKey: 'nav.dashboard', to: routes.dashboard, signedInOnly: true },
] as const;

export type NavigationItem = (typeof topNavigation)[number];

export function visibleNavigation(signedIn: boolean): readonly NavigationItem[] {
  return topNavigation.filter((item) => signedIn || !item.signedInOnly);
}

/** Footer links (SPEC §2). */
export const footerNavigation = [
  { labelKey: 'nav.news', to: routes.news },
  { labelKey: 'nav.events', to: routes.events },
  { labelKey: 'nav.organizations', to: routes.organizations },
  { labelKey: 'nav.memorials', to: routes.memorials },
  { labelKey: 'footer.contact', to: routes.contact },
] as const;
