import type { RouteName } from './routes.ts';

/**
 * The page module of every route in routes.ts: the file under
 * web/src/features that exports the page, as `PascalCase` of its file name
 * (pageComponentName). The web app loads each lazily, so each page is its own
 * chunk (web/src/app/route-pages.ts); the server preloads a route's chunks
 * from the Vite manifest, which names each `src/features/<module>`
 * (server/site/first-load-hints.ts).
 * Typed as a complete record, so a route added without a page fails the type check.
 */
export const routePageModules: Record<RouteName, string> = {
  home: 'home/home-page.tsx',
  search: 'search/search-page.tsx',
  news: 'news/news-list-page.tsx',
  newsSubmit: 'news/news-submit-page.tsx',
  newsArticle: 'news/news-article-page.tsx',
  blogArticle: 'news/news-article-page.tsx',
  events: 'events/events-list-page.tsx',
  eventsSubmit: 'events/event-submit-page.tsx',
  event: 'events/event-detail-page.tsx',
  organizations: 'organizations/organizations-list-page.tsx',
  organizationsSubmit: 'organizations/organization-submit-page.tsx',
  organization: 'organizations/organization-detail-page.tsx',
  businessDirectory: 'business/business-directory-page.tsx',
  businessSubmit: 'business/business-submit-page.tsx',
  businessClaim: 'business/business-claim-page.tsx',
  culture: 'culture/culture-page.tsx',
  multimedia: 'multimedia/multimedia-page.tsx',
  contact: 'contact/contact-page.tsx',
  newsletterConfirm: 'newsletter/newsletter-confirm-page.tsx',
  newsletterUnsubscribe: 'newsletter/newsletter-unsubscribe-page.tsx',
  newsletterPreferences: 'newsletter/newsletter-preferences-page.tsx',
  about: 'about/about-page.tsx',
  privacy: 'legal/privacy-page.tsx',
  terms: 'legal/terms-page.tsx',
  city: 'cities/city-page.tsx',
  creators: 'creators/creators-list-page.tsx',
  creatorsSubmit: 'creators/creator-submit-page.tsx',
  creator: 'creators/creator-profile-page.tsx',
  creatorsClaim: 'creators/creator-claim-page.tsx',
  creatorsVerifyClaim: 'creators/verify-claim-page.tsx',
  adminCreators: 'admin/admin-creators-page.tsx',
  adminUsers: 'admin/users/admin-users-page.tsx',
  adminNewsletter: 'admin/newsletter/admin-newsletter-page.tsx',
  admin: 'admin/moderation/moderation-page.tsx',
  devMailbox: 'admin/mailbox/dev-mailbox-page.tsx',
  dashboard: 'dashboard/dashboard-page.tsx',
  memorials: 'memorials/memorials-list-page.tsx',
  memorialsSubmit: 'memorials/memorial-submit-page.tsx',
  memorial: 'memorials/memorial-detail-page.tsx',
  condolenceConfirm: 'memorials/condolences/confirm-condolence-page.tsx',
  login: 'auth/login-page.tsx',
  loginWithCode: 'auth/sign-in-code-page.tsx',
  signup: 'auth/signup-page.tsx',
  forgotPassword: 'auth/forgot-password-page.tsx',
  resetPassword: 'auth/reset-password-page.tsx',
  authConfirm: 'auth/auth-confirm-page.tsx',
};

/** The page component a page module exports: `news-article-page.tsx` exports `NewsArticlePage`. */
export function pageComponentName(module: string): string {
  const fileName = module.slice(module.lastIndexOf('/') + 1).replace(/\.tsx$/, '');
  return fileName
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}
