/**
 * Every route of the web app (SPEC §2 plus the account screens). The web
 * router registers these paths; the server uses them to answer 200 for an app
 * route and 404 (with the app's not-found page) for anything else.
 */
export const routes = {
  home: '/',
  search: '/search',
  news: '/news',
  newsSubmit: '/news/submit',
  newsArticle: '/news/:slug',
  blogArticle: '/blog/:slug',
  events: '/events',
  eventsSubmit: '/events/submit',
  event: '/event/:slug',
  organizations: '/organizations',
  organizationsSubmit: '/organizations/submit',
  organization: '/org/:slug',
  businessDirectory: '/business-directory',
  businessSubmit: '/business-directory/submit',
  businessClaim: '/business-directory/claim',
  culture: '/culture',
  multimedia: '/multimedia',
  contact: '/contact',
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',
  newsletterPreferences: '/newsletter/preferences',
  about: '/about',
  privacy: '/privacy',
  terms: '/terms',
  city: '/city/:cityName',
  creators: '/creators',
  creatorsSubmit: '/creators/submit',
  creator: '/creator/:slug',
  creatorsClaim: '/creators/claim',
  creatorsVerifyClaim: '/creators/verify-claim',
  adminCreators: '/admin/creators',
  adminUsers: '/admin/users',
  adminNewsletter: '/admin/newsletter',
  admin: '/admin',
  devMailbox: '/dev/mailbox',
  dashboard: '/dashboard',
  memorials: '/inmemoriam',
  memorialsSubmit: '/inmemoriam/submit',
  memorial: '/inmemoriam/:slug',
  condolenceConfirm: '/condolences/confirm',
  login: '/login',
  loginWithCode: '/login/code',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  authConfirm: '/auth/confirm',
} as const;

export type RouteName = keyof typeof routes;

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
