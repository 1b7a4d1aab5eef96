import type { RouteName } from '@domain/routes.ts';
import { type LazyPage, lazyPage } from './lazy-page.ts';

const newsArticle = lazyPage(
  () => import('../features/news/news-article-page.tsx'),
  'NewsArticlePage',
);

/**
 * The page of every route in domain/routes.ts. Typed as a complete record, so
 * a route added there without a page here fails the type check.
 */
export const routePages: Record<RouteName, LazyPage> = {
  home: lazyPage(() => import('../features/home/home-page.tsx'), 'HomePage'),
  search: lazyPage(() => import('../features/search/search-page.tsx'), 'SearchPage'),
  news: lazyPage(() => import('../features/news/news-list-page.tsx'), 'NewsListPage'),
  newsSubmit: lazyPage(() => import('../features/news/news-submit-page.tsx'), 'NewsSubmitPage'),
  newsArticle,
  blogArticle: newsArticle,
  events: lazyPage(() => import('../features/events/events-list-page.tsx'), 'EventsListPage'),
  eventsSubmit: lazyPage(
    () => import('../features/events/event-submit-page.tsx'),
    'EventSubmitPage',
  ),
  event: lazyPage(() => import('../features/events/event-detail-page.tsx'), 'EventDetailPage'),
  organizations: lazyPage(
    () => import('../features/organizations/organizations-list-page.tsx'),
    'OrganizationsListPage',
  ),
  organizationsSubmit: lazyPage(
    () => import('../features/organizations/organization-submit-page.tsx'),
    'OrganizationSubmitPage',
  ),
  organization: lazyPage(
    () => import('../features/organizations/organization-detail-page.tsx'),
    'OrganizationDetailPage',
  ),
  businessDirectory: lazyPage(
    () => import('../features/business/business-directory-page.tsx'),
    'BusinessDirectoryPage',
  ),
  businessSubmit: lazyPage(
    () => import('../features/business/business-submit-page.tsx'),
    'BusinessSubmitPage',
    { deferredMessages: true },
  ),
  businessClaim: lazyPage(
    () => import('../features/business/business-claim-page.tsx'),
    'BusinessClaimPage',
    { deferredMessages: true },
  ),
  culture: lazyPage(() => import('../features/culture/culture-page.tsx'), 'CulturePage'),
  multimedia: lazyPage(
    () => import('../features/multimedia/multimedia-page.tsx'),
    'MultimediaPage',
  ),
  contact: lazyPage(() => import('../features/contact/contact-page.tsx'), 'ContactPage'),
  newsletterConfirm: lazyPage(
    () => import('../features/newsletter/newsletter-confirm-page.tsx'),
    'NewsletterConfirmPage',
  ),
  newsletterUnsubscribe: lazyPage(
    () => import('../features/newsletter/newsletter-unsubscribe-page.tsx'),
    'NewsletterUnsubscribePage',
  ),
  newsletterPreferences: lazyPage(
    () => import('../features/newsletter/newsletter-preferences-page.tsx'),
    'NewsletterPreferencesPage',
    { deferredMessages: true },
  ),
  about: lazyPage(() => import('../features/about/about-page.tsx'), 'AboutPage'),
  privacy: lazyPage(() => import('../features/legal/privacy-page.tsx'), 'PrivacyPage'),
  terms: lazyPage(() => import('../features/legal/terms-page.tsx'), 'TermsPage'),
  city: lazyPage(() => import('../features/cities/city-page.tsx'), 'CityPage'),
  creators: lazyPage(
    () => import('../features/creators/creators-list-page.tsx'),
    'CreatorsListPage',
  ),
  creatorsSubmit: lazyPage(
    () => import('../features/creators/creator-submit-page.tsx'),
    'CreatorSubmitPage',
  ),
  creator: lazyPage(
    () => import('../features/creators/creator-profile-page.tsx'),
    'CreatorProfilePage',
  ),
  creatorsClaim: lazyPage(
    () => import('../features/creators/creator-claim-page.tsx'),
    'CreatorClaimPage',
  ),
  creatorsVerifyClaim: lazyPage(
    () => import('../features/creators/verify-claim-page.tsx'),
    'VerifyClaimPage',
    // The wording of a business claim (i18n/en/business-listing.ts).
    { deferredMessages: true },
  ),
  adminCreators: lazyPage(
    () => import('../features/admin/admin-creators-page.tsx'),
    'AdminCreatorsPage',
    { deferredMessages: true },
  ),
  adminUsers: lazyPage(
    () => import('../features/admin/users/admin-users-page.tsx'),
    'AdminUsersPage',
    { deferredMessages: true },
  ),
  adminNewsletter: lazyPage(
    () => import('../features/admin/newsletter/admin-newsletter-page.tsx'),
    'AdminNewsletterPage',
    { deferredMessages: true },
  ),
  admin: lazyPage(
    () => import('../features/admin/moderation/moderation-page.tsx'),
    'ModerationPage',
    { deferredMessages: true },
  ),
  devMailbox: lazyPage(
    () => import('../features/admin/mailbox/dev-mailbox-page.tsx'),
    'DevMailboxPage',
    { deferredMessages: true },
  ),
  dashboard: lazyPage(() => import('../features/dashboard/dashboard-page.tsx'), 'DashboardPage', {
    deferredMessages: true,
  }),
  memorials: lazyPage(
    () => import('../features/memorials/memorials-list-page.tsx'),
    'MemorialsListPage',
  ),
  memorialsSubmit: lazyPage(
    () => import('../features/memorials/memorial-submit-page.tsx'),
    'MemorialSubmitPage',
  ),
  memorial: lazyPage(
    () => import('../features/memorials/memorial-detail-page.tsx'),
    'MemorialDetailPage',
    { deferredMessages: true },
  ),
  condolenceConfirm: lazyPage(
    () => import('../features/memorials/condolences/confirm-condolence-page.tsx'),
    'ConfirmCondolencePage',
    { deferredMessages: true },
  ),
  login: lazyPage(() => import('../features/auth/login-page.tsx'), 'LoginPage'),
  loginWithCode: lazyPage(() => import('../features/auth/sign-in-code-page.tsx'), 'SignInCodePage'),
  signup: lazyPage(() => import('../features/auth/signup-page.tsx'), 'SignupPage'),
  forgotPassword: lazyPage(
    () => import('../features/auth/forgot-password-page.tsx'),
    'ForgotPasswordPage',
  ),
  resetPassword: lazyPage(
    () => import('../features/auth/reset-password-page.tsx'),
    'ResetPasswordPage',
  ),
  authConfirm: lazyPage(() => import('../features/auth/auth-confirm-page.tsx'), 'AuthConfirmPage'),
};
