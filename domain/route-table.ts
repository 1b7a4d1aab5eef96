import type { MessageNamespace } from './message-namespaces.ts';

/**
 * Every route of the web app (SPEC §2 plus the account screens), one record
 * each: everything else about routes is derived from this table (routes.ts,
 * the page chunks, the messages a page loads, server rendering, the head,
 * the sitemap, the menus, the bundle budget). Add a page here
 * (docs/how-to/add-a-page.md).
 */
/** The site's menus of page links: the header's (and the phone sheet's), the footer's. */
export type Menu = 'top' | 'footer';

export interface RouteRecord {
  /** The path pattern; `:name` is a parameter (routePath fills it). */
  path: string;
  /**
   * The page module under web/src/features, exporting `PascalCase` of its
   * file name (pageComponentName). Each is loaded lazily as its own chunk
   * (web/src/app/route-pages.ts); the server preloads it from the Vite
   * manifest (server/site/first-load-hints.ts).
   */
  page: string;
  /** The message namespaces the page reads, loaded with it (message-namespaces.ts). */
  namespaces: readonly MessageNamespace[];
  /**
   * 'server': the server renders the body with its first data (decision 014),
   * the public reading pages. 'browser': forms behind sign-in, account and
   * editor screens, and the pages that act on a link's token.
   */
  rendering: 'server' | 'browser';
  /** 'signed-in': only for members or editors (not in the bundle budget, never crawled). */
  audience: 'public' | 'signed-in';
  /** Listed in the sitemap's part of fixed pages. */
  sitemap?: true;
  /**
   * Where the server finds the page's title and description: 'list', the
   * site texts under the route's name (domain/seo/site-text.ts); 'detail',
   * the row its parameter names (server/site/page-meta-for-path.ts). Without
   * one, the app's default head.
   */
  head?: 'list' | 'detail';
  /** The menus that link to it, in the table's order, labelled `nav.<route name>`. */
  menus?: readonly Menu[];
}

export const routeTable = {
  home: {
    path: '/',
    page: 'home/home-page.tsx',
    namespaces: ['home', 'events', 'organizations', 'news'],
    rendering: 'server',
    audience: 'public',
    sitemap: true,
    head: 'list',
    menus: ['top'],
  },
  news: {
    path: '/news',
    page: 'news/news-list-page.tsx',
    namespaces: ['news'],
    rendering: 'server',
    audience: 'public',
    sitemap: true,
    head: 'list',
    menus: ['top', 'footer'],
  },
  events: {
    path: '/events',
    page: 'events/events-list-page.tsx',
    namespaces: ['events'],
    rendering: 'server',
    audience: 'public',
    sitemap: true,
    head: 'list',
    menus: ['top', 'footer'],
  },
  organizations: {
    path: '/organizations',
    page: 'organizations/organizations-list-page.tsx',
    namespaces: ['organizations'],
    rendering: 'server',
    audience: 'public',
    sitemap: true,
    head: 'list',
    menus: ['top', 'footer'],
  },
  businessDirectory: {
    path: '/business-directory',
    page: 'business/business-directory-page.tsx',
    namespaces: ['business', 'reports'],
    rendering: 'server',
    audience: 'public',
    sitemap: true,
    head: 'list',
    menus: ['top'],
  },
  memorials: {
    path: '/inmemoriam',
    page: 'memorials/memorials-list-page.tsx',
    namespaces: ['memorials'],
    rendering: 'server',
    audience: 'public',
    sitemap: true,
    head: 'list',
    menus: ['top', 'footer'],
  },
  creators: {
    path: '/creators',
    page: 'creators/creators-list-page.tsx',
    namespaces: ['creators'],
    rendering: 'server',
    audience: 'public',
    sitemap: true,
    head: 'list',
    menus: ['top'],
  },
  // The same page confirms a claim of a business listing (decision 015).
  businessVerifyClaim: {
    path: '/business-directory/verify-claim',
    page: 'creators/verify-claim-page.tsx',
    namespaces: ['businessListing', 'creators', 'organizationAdmin'],
    rendering: 'browser',
    audience: 'public',
  },
  culture: {
    path: '/culture',
    page: 'culture/culture-page.tsx',
    namespaces: ['culture'],
    rendering: 'server',
    audience: 'public',
    sitemap: true,
    head: 'list',
    menus: ['top'],
  },
  multimedia: {
    path: '/multimedia',
    page: 'multimedia/multimedia-page.tsx',
    namespaces: ['multimedia'],
    rendering: 'server',
    audience: 'public',
    sitemap: true,
    head: 'list',
    menus: ['top'],
  },
  search: {
    path: '/search',
    page: 'search/search-page.tsx',
    namespaces: ['search'],
    rendering: 'server',
    audience: 'public',
    sitemap: true,
    head: 'list',
    menus: ['top'],
  },
  contact: {
    path: '/contact',
    page: 'contact/contact-page.tsx',
    namespaces: ['contact'],
    rendering: 'server',
    audience: 'public',
    sitemap: true,
    head: 'list',
    menus: ['footer'],
  },
  dashboard: {
    path: '/dashboard',
    page: 'dashboard/dashboard-page.tsx',
    namespaces: [
      'submissions',
      'condolences',
      'twoFactor',
      'newsletterPreferences',
      'memorials',
      'organizationAdmin',
    ],
    rendering: 'browser',
    audience: 'signed-in',
    menus: ['top'],
  },
  newsSubmit: {
    path: '/news/submit',
    page: 'news/news-submit-page.tsx',
    namespaces: ['submissions', 'news'],
    rendering: 'browser',
    audience: 'public',
  },
  newsArticle: {
    path: '/news/:slug',
    page: 'news/news-article-page.tsx',
    namespaces: ['news'],
    rendering: 'server',
    audience: 'public',
    head: 'detail',
  },
  blogArticle: {
    path: '/blog/:slug',
    page: 'news/news-article-page.tsx',
    namespaces: ['news'],
    rendering: 'server',
    audience: 'public',
    head: 'detail',
  },
  eventsSubmit: {
    path: '/events/submit',
    page: 'events/event-submit-page.tsx',
    namespaces: ['submissions', 'events'],
    rendering: 'browser',
    audience: 'public',
  },
  event: {
    path: '/event/:slug',
    page: 'events/event-detail-page.tsx',
    namespaces: ['events'],
    rendering: 'server',
    audience: 'public',
    head: 'detail',
  },
  organizationsSubmit: {
    path: '/organizations/submit',
    page: 'organizations/organization-submit-page.tsx',
    namespaces: ['submissions', 'organizations'],
    rendering: 'browser',
    audience: 'public',
  },
  organization: {
    path: '/org/:slug',
    page: 'organizations/organization-detail-page.tsx',
    namespaces: ['organizations', 'events', 'news', 'reports', 'organizationAdmin'],
    rendering: 'server',
    audience: 'public',
    head: 'detail',
  },
  organizationManage: {
    path: '/org/:slug/manage',
    page: 'organizations/manage/organization-manage-page.tsx',
    namespaces: ['organizationAdmin', 'submissions', 'organizations', 'calendarFeeds'],
    rendering: 'browser',
    audience: 'signed-in',
  },
  organizationInvite: {
    path: '/organizations/invite',
    page: 'organizations/organization-invite-page.tsx',
    namespaces: ['organizationAdmin'],
    rendering: 'browser',
    audience: 'public',
  },
  organizationClaim: {
    path: '/organizations/claim',
    page: 'organizations/organization-claim-page.tsx',
    namespaces: ['creators', 'organizationAdmin'],
    rendering: 'browser',
    audience: 'public',
  },
  businessSubmit: {
    path: '/business-directory/submit',
    page: 'business/business-submit-page.tsx',
    namespaces: ['businessListing', 'submissions', 'business'],
    rendering: 'browser',
    audience: 'public',
  },
  businessClaim: {
    path: '/business-directory/claim',
    page: 'business/business-claim-page.tsx',
    namespaces: ['creators', 'businessListing', 'business'],
    rendering: 'browser',
    audience: 'public',
  },
  newsletterConfirm: {
    path: '/newsletter/confirm',
    page: 'newsletter/newsletter-confirm-page.tsx',
    namespaces: [],
    rendering: 'browser',
    audience: 'public',
  },
  newsletterUnsubscribe: {
    path: '/newsletter/unsubscribe',
    page: 'newsletter/newsletter-unsubscribe-page.tsx',
    namespaces: [],
    rendering: 'browser',
    audience: 'public',
  },
  newsletterPreferences: {
    path: '/newsletter/preferences',
    page: 'newsletter/newsletter-preferences-page.tsx',
    namespaces: ['newsletterPreferences'],
    rendering: 'browser',
    audience: 'public',
  },
  about: {
    path: '/about',
    page: 'about/about-page.tsx',
    namespaces: ['about'],
    rendering: 'server',
    audience: 'public',
    sitemap: true,
    head: 'list',
  },
  privacy: {
    path: '/privacy',
    page: 'legal/privacy-page.tsx',
    namespaces: ['legal'],
    rendering: 'server',
    audience: 'public',
    sitemap: true,
    head: 'list',
  },
  terms: {
    path: '/terms',
    page: 'legal/terms-page.tsx',
    namespaces: ['legal'],
    rendering: 'server',
    audience: 'public',
    sitemap: true,
    head: 'list',
  },
  city: {
    path: '/city/:cityName',
    page: 'cities/city-page.tsx',
    namespaces: ['cities', 'events', 'home', 'organizations', 'news'],
    rendering: 'server',
    audience: 'public',
    head: 'detail',
  },
  creatorsSubmit: {
    path: '/creators/submit',
    page: 'creators/creator-submit-page.tsx',
    namespaces: ['submissions', 'creators'],
    rendering: 'browser',
    audience: 'public',
  },
  creator: {
    path: '/creator/:slug',
    page: 'creators/creator-profile-page.tsx',
    namespaces: ['creators', 'reports'],
    rendering: 'server',
    audience: 'public',
    head: 'detail',
  },
  creatorsClaim: {
    path: '/creators/claim',
    page: 'creators/creator-claim-page.tsx',
    namespaces: ['creators'],
    rendering: 'browser',
    audience: 'public',
  },
  creatorsVerifyClaim: {
    path: '/creators/verify-claim',
    page: 'creators/verify-claim-page.tsx',
    namespaces: ['businessListing', 'creators', 'organizationAdmin'],
    rendering: 'browser',
    audience: 'public',
  },
  adminCreators: {
    path: '/admin/creators',
    page: 'admin/admin-creators-page.tsx',
    namespaces: ['admin', 'creators', 'submissions', 'twoFactor'],
    rendering: 'browser',
    audience: 'signed-in',
  },
  adminUsers: {
    path: '/admin/users',
    page: 'admin/users/admin-users-page.tsx',
    namespaces: ['adminUsers', 'twoFactor'],
    rendering: 'browser',
    audience: 'signed-in',
  },
  adminCities: {
    path: '/admin/cities',
    page: 'admin/cities/admin-cities-page.tsx',
    // submissions: the upload control's messages (a city page's picture).
    namespaces: ['adminCities', 'submissions', 'twoFactor'],
    rendering: 'browser',
    audience: 'signed-in',
  },
  adminActivity: {
    path: '/admin/activity',
    page: 'admin/activity/admin-activity-page.tsx',
    namespaces: ['admin', 'submissions', 'twoFactor'],
    rendering: 'browser',
    audience: 'signed-in',
  },
  adminNewsletter: {
    path: '/admin/newsletter',
    page: 'admin/newsletter/admin-newsletter-page.tsx',
    namespaces: ['mailbox', 'adminNewsletter', 'twoFactor'],
    rendering: 'browser',
    audience: 'signed-in',
  },
  admin: {
    path: '/admin',
    page: 'admin/moderation/moderation-page.tsx',
    namespaces: [
      'admin',
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
      'organizationAdmin',
    ],
    rendering: 'browser',
    audience: 'signed-in',
  },
  devMailbox: {
    path: '/dev/mailbox',
    page: 'admin/mailbox/dev-mailbox-page.tsx',
    namespaces: ['mailbox', 'twoFactor'],
    rendering: 'browser',
    audience: 'signed-in',
  },
  memorialsSubmit: {
    path: '/inmemoriam/submit',
    page: 'memorials/memorial-submit-page.tsx',
    namespaces: ['submissions'],
    rendering: 'browser',
    audience: 'public',
  },
  memorial: {
    path: '/inmemoriam/:slug',
    page: 'memorials/memorial-detail-page.tsx',
    namespaces: ['memorials', 'condolences'],
    rendering: 'server',
    audience: 'public',
    head: 'detail',
  },
  condolenceConfirm: {
    path: '/condolences/confirm',
    page: 'memorials/condolences/confirm-condolence-page.tsx',
    namespaces: ['condolences'],
    rendering: 'browser',
    audience: 'public',
  },
  login: {
    path: '/login',
    page: 'auth/login-page.tsx',
    namespaces: ['signInCode', 'twoFactor'],
    rendering: 'browser',
    audience: 'public',
  },
  loginWithCode: {
    path: '/login/code',
    page: 'auth/sign-in-code-page.tsx',
    namespaces: ['signInCode', 'twoFactor'],
    rendering: 'browser',
    audience: 'public',
  },
  signup: {
    path: '/signup',
    page: 'auth/signup-page.tsx',
    namespaces: ['signInCode'],
    rendering: 'browser',
    audience: 'public',
  },
  forgotPassword: {
    path: '/forgot-password',
    page: 'auth/forgot-password-page.tsx',
    namespaces: ['signInCode'],
    rendering: 'browser',
    audience: 'public',
  },
  resetPassword: {
    path: '/reset-password',
    page: 'auth/reset-password-page.tsx',
    namespaces: [],
    rendering: 'browser',
    audience: 'public',
  },
  authConfirm: {
    path: '/auth/confirm',
    page: 'auth/auth-confirm-page.tsx',
    namespaces: ['signInCode'],
    rendering: 'browser',
    audience: 'public',
  },
} as const satisfies Record<string, RouteRecord>;

export type RouteName = keyof typeof routeTable;

const routeNames = Object.keys(routeTable) as RouteName[];

/** The routes whose record satisfies `test`, in the table's order. */
export function routesWhere(test: (record: RouteRecord) => boolean): RouteName[] {
  return routeNames.filter((name) => test(routeTable[name]));
}

/** At the type level, the routes whose record has `Key: Value` (a record typed by the table). */
export type RoutesWith<Key extends keyof RouteRecord, Value> = {
  [Name in RouteName]: (typeof routeTable)[Name] extends Record<Key, Value> ? Name : never;
}[RouteName];

/** One field of every route's record, by route name. */
export function routeColumn<Key extends keyof RouteRecord>(
  key: Key,
): Record<RouteName, RouteRecord[Key]> {
  const table: Record<RouteName, RouteRecord> = routeTable;
  return Object.fromEntries(routeNames.map((name) => [name, table[name][key]])) as Record<
    RouteName,
    RouteRecord[Key]
  >;
}

/** At the type level, the routes a menu links to. */
export type MenuRoutes<Which extends Menu> = {
  [Name in RouteName]: (typeof routeTable)[Name] extends { menus: readonly (infer Listed)[] }
    ? Which extends Listed
      ? Name
      : never
    : never;
}[RouteName];

/** The routes a menu links to, in the table's order. */
export function menuRoutes<Which extends Menu>(menu: Which): MenuRoutes<Which>[] {
  return routesWhere((record) => record.menus?.includes(menu) === true) as MenuRoutes<Which>[];
}
