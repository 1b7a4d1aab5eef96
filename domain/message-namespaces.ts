/**
 * The message namespaces a page may load with it (web/src/i18n/en/<name>.ts
 * and sr-cyrillic/<name>.ts, one chunk each per language). The rest of the
 * messages, those of the layout and the shell (web/src/i18n/en.ts), load
 * before the first render of any page. Each route names its namespaces in
 * the route table (route-table.ts); web/src/app/route-namespaces.test.ts
 * fails when a page reads a namespace its route does not list.
 */
export const messageNamespaces = [
  'about',
  'admin',
  'adminCities',
  'adminNewsletter',
  'adminUsers',
  'business',
  'businessListing',
  'calendarFeeds',
  'cities',
  'condolences',
  'contact',
  'contactMessages',
  'creators',
  'culture',
  'events',
  'home',
  'legal',
  'mailbox',
  'memorials',
  'multimedia',
  'news',
  'newsletterPreferences',
  'organizationAdmin',
  'organizations',
  'reports',
  'search',
  'signInCode',
  'submissions',
  'twoFactor',
] as const;

export type MessageNamespace = (typeof messageNamespaces)[number];

/** A namespace's file name: `signInCode` is `sign-in-code.ts` (its export `signInCodeEn`). */
export function namespaceFileName(namespace: MessageNamespace): string {
  return `${namespace.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.ts`;
}
