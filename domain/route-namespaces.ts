import type { RouteName } from './routes.ts';

/**
 * The message namespaces a route loads with its page (web/src/i18n/en/<name>.ts
 * and sr-cyrillic/<name>.ts, one chunk each per language). The rest of the
 * messages, those of the layout and the shell (web/src/i18n/en.ts), load
 * before the first render of any page. Here, not in web/, because the server
 * lists the same chunks in a page's first-load hints
 * (server/site/first-load-hints.ts). web/src/app/route-namespaces.test.ts
 * fails when a page reads a namespace its route does not list.
 */
export const messageNamespaces = [
  'about',
  'admin',
  'adminNewsletter',
  'adminUsers',
  'business',
  'businessListing',
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
  'organizations',
  'reports',
  'search',
  'signInCode',
  'submissions',
  'twoFactor',
] as const;

export type MessageNamespace = (typeof messageNamespaces)[number];

/** Typed as a complete record, so a route added without its namespaces fails the type check. */
export const routeNamespaces: Record<RouteName, readonly MessageNamespace[]> = {
  home: ['home', 'events', 'organizations', 'news'],
  search: ['search'],
  news: ['news'],
  newsSubmit: ['submissions', 'news'],
  newsArticle: ['news'],
  blogArticle: ['news'],
  events: ['events'],
  eventsSubmit: ['submissions', 'events'],
  event: ['events'],
  organizations: ['organizations'],
  organizationsSubmit: ['submissions', 'organizations'],
  organization: ['organizations', 'events', 'news', 'reports'],
  businessDirectory: ['business', 'reports'],
  businessSubmit: ['businessListing', 'submissions', 'business'],
  businessClaim: ['creators', 'businessListing', 'business'],
  culture: ['culture'],
  multimedia: ['multimedia'],
  contact: ['contact'],
  newsletterConfirm: [],
  newsletterUnsubscribe: [],
  newsletterPreferences: ['newsletterPreferences'],
  about: ['about'],
  privacy: ['legal'],
  terms: ['legal'],
  city: ['cities', 'events', 'home', 'organizations', 'news'],
  creators: ['creators'],
  creatorsSubmit: ['submissions', 'creators'],
  creator: ['creators', 'reports'],
  creatorsClaim: ['creators'],
  creatorsVerifyClaim: ['businessListing', 'creators'],
  adminCreators: ['admin', 'creators', 'twoFactor'],
  adminUsers: ['adminUsers', 'twoFactor'],
  adminNewsletter: ['mailbox', 'adminNewsletter', 'twoFactor'],
  admin: [
    'submissions',
    'condolences',
    'contactMessages',
    'news',
    'memorials',
    'business',
    'reports',
    'creators',
    'organizations',
    'events',
    'businessListing',
    'twoFactor',
  ],
  devMailbox: ['mailbox', 'twoFactor'],
  dashboard: ['submissions', 'condolences', 'twoFactor', 'newsletterPreferences', 'memorials'],
  memorials: ['memorials'],
  memorialsSubmit: ['submissions'],
  memorial: ['memorials', 'condolences'],
  condolenceConfirm: ['condolences'],
  login: ['signInCode', 'twoFactor'],
  loginWithCode: ['signInCode', 'twoFactor'],
  signup: ['signInCode'],
  forgotPassword: ['signInCode'],
  resetPassword: [],
  authConfirm: ['signInCode'],
};

/** A namespace's file name: `signInCode` is `sign-in-code.ts` (its export `signInCodeEn`). */
export function namespaceFileName(namespace: MessageNamespace): string {
  return `${namespace.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}.ts`;
}
