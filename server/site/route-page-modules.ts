import type { RouteName } from '../../domain/routes.ts';

/**
 * The page module of each route, as the Vite manifest names it (the path
 * under web/). web/src/app/route-pages.ts imports the same files lazily;
 * route-page-modules.test.ts fails when the two tables disagree.
 */
export const routePageModules: Record<RouteName, string> = {
  home: 'src/features/home/home-page.tsx',
  search: 'src/features/search/search-page.tsx',
  news: 'src/features/news/news-list-page.tsx',
  newsSubmit: 'src/features/news/news-submit-page.tsx',
  newsArticle: 'src/features/news/news-article-page.tsx',
  blogArticle: 'src/features/news/news-article-page.tsx',
  events: 'src/features/events/events-list-page.tsx',
  eventsSubmit: 'src/features/events/event-submit-page.tsx',
  event: 'src/features/events/event-detail-page.tsx',
  organizations: 'src/features/organizations/organizations-list-page.tsx',
  organizationsSubmit: 'src/features/organizations/organization-submit-page.tsx',
  organization: 'src/features/organizations/organization-detail-page.tsx',
  businessDirectory: 'src/features/business/business-directory-page.tsx',
  culture: 'src/features/culture/culture-page.tsx',
  multimedia: 'src/features/multimedia/multimedia-page.tsx',
  contact: 'src/features/contact/contact-page.tsx',
  about: 'src/features/about/about-page.tsx',
  privacy: 'src/features/legal/privacy-page.tsx',
  terms: 'src/features/legal/terms-page.tsx',
  city: 'src/features/cities/city-page.tsx',
  creators: 'src/features/creators/creators-list-page.tsx',
  creatorsSubmit: 'src/features/creators/creator-submit-page.tsx',
  creator: 'src/features/creators/creator-profile-page.tsx',
  creatorsClaim: 'src/features/creators/creator-claim-page.tsx',
  creatorsVerifyClaim: 'src/features/creators/verify-claim-page.tsx',
  adminCreators: 'src/features/admin/admin-creators-page.tsx',
  adminUsers: 'src/features/admin/users/admin-users-page.tsx',
  admin: 'src/features/admin/moderation/moderation-page.tsx',
  devMailbox: 'src/features/admin/mailbox/dev-mailbox-page.tsx',
  dashboard: 'src/features/dashboard/dashboard-page.tsx',
  memorials: 'src/features/memorials/memorials-list-page.tsx',
  memorialsSubmit: 'src/features/memorials/memorial-submit-page.tsx',
  memorial: 'src/features/memorials/memorial-detail-page.tsx',
  login: 'src/features/auth/login-page.tsx',
  loginWithCode: 'src/features/auth/sign-in-code-page.tsx',
  signup: 'src/features/auth/signup-page.tsx',
  forgotPassword: 'src/features/auth/forgot-password-page.tsx',
  resetPassword: 'src/features/auth/reset-password-page.tsx',
  authConfirm: 'src/features/auth/auth-confirm-page.tsx',
};
