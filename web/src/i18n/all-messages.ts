import type { MessageNamespace } from '@domain/message-namespaces.ts';
import { en } from './en.ts';
import { srCyrillic } from './sr-cyrillic.ts';
import { aboutEn } from './en/about.ts';
import { adminEn } from './en/admin.ts';
import { adminCitiesEn } from './en/admin-cities.ts';
import { adminNewsletterEn } from './en/admin-newsletter.ts';
import { adminUsersEn } from './en/admin-users.ts';
import { businessEn } from './en/business.ts';
import { businessListingEn } from './en/business-listing.ts';
import { calendarFeedsEn } from './en/calendar-feeds.ts';
import { citiesEn } from './en/cities.ts';
import { condolencesEn } from './en/condolences.ts';
import { contactEn } from './en/contact.ts';
import { contactMessagesEn } from './en/contact-messages.ts';
import { creatorsEn } from './en/creators.ts';
import { cultureEn } from './en/culture.ts';
import { eventsEn } from './en/events.ts';
import { homeEn } from './en/home.ts';
import { legalEn } from './en/legal.ts';
import { mailboxEn } from './en/mailbox.ts';
import { memorialsEn } from './en/memorials.ts';
import { multimediaEn } from './en/multimedia.ts';
import { newsEn } from './en/news.ts';
import { newsletterPreferencesEn } from './en/newsletter-preferences.ts';
import { organizationAdminEn } from './en/organization-admin.ts';
import { organizationsEn } from './en/organizations.ts';
import { reportsEn } from './en/reports.ts';
import { searchEn } from './en/search.ts';
import { signInCodeEn } from './en/sign-in-code.ts';
import { submissionsEn } from './en/submissions.ts';
import { twoFactorEn } from './en/two-factor.ts';
import { aboutSrCyrillic } from './sr-cyrillic/about.ts';
import { adminSrCyrillic } from './sr-cyrillic/admin.ts';
import { adminCitiesSrCyrillic } from './sr-cyrillic/admin-cities.ts';
import { adminNewsletterSrCyrillic } from './sr-cyrillic/admin-newsletter.ts';
import { adminUsersSrCyrillic } from './sr-cyrillic/admin-users.ts';
import { businessSrCyrillic } from './sr-cyrillic/business.ts';
import { businessListingSrCyrillic } from './sr-cyrillic/business-listing.ts';
import { calendarFeedsSrCyrillic } from './sr-cyrillic/calendar-feeds.ts';
import { citiesSrCyrillic } from './sr-cyrillic/cities.ts';
import { condolencesSrCyrillic } from './sr-cyrillic/condolences.ts';
import { contactSrCyrillic } from './sr-cyrillic/contact.ts';
import { contactMessagesSrCyrillic } from './sr-cyrillic/contact-messages.ts';
import { creatorsSrCyrillic } from './sr-cyrillic/creators.ts';
import { cultureSrCyrillic } from './sr-cyrillic/culture.ts';
import { eventsSrCyrillic } from './sr-cyrillic/events.ts';
import { homeSrCyrillic } from './sr-cyrillic/home.ts';
import { legalSrCyrillic } from './sr-cyrillic/legal.ts';
import { mailboxSrCyrillic } from './sr-cyrillic/mailbox.ts';
import { memorialsSrCyrillic } from './sr-cyrillic/memorials.ts';
import { multimediaSrCyrillic } from './sr-cyrillic/multimedia.ts';
import { newsSrCyrillic } from './sr-cyrillic/news.ts';
import { newsletterPreferencesSrCyrillic } from './sr-cyrillic/newsletter-preferences.ts';
import { organizationAdminSrCyrillic } from './sr-cyrillic/organization-admin.ts';
import { organizationsSrCyrillic } from './sr-cyrillic/organizations.ts';
import { reportsSrCyrillic } from './sr-cyrillic/reports.ts';
import { searchSrCyrillic } from './sr-cyrillic/search.ts';
import { signInCodeSrCyrillic } from './sr-cyrillic/sign-in-code.ts';
import { submissionsSrCyrillic } from './sr-cyrillic/submissions.ts';
import { twoFactorSrCyrillic } from './sr-cyrillic/two-factor.ts';

/*
 * Every message of a language in one tree: the core (en.ts), which loads
 * before the first render, and each namespace a route loads with its page
 * (domain/route-table.ts, web/src/lib/message-namespaces.ts). The app
 * never imports these values, only the type; tests and the parity check do.
 */

/** The English namespaces; `satisfies` makes it list exactly the namespaces of the route table. */
const namespacesEn = {
  about: aboutEn,
  admin: adminEn,
  adminCities: adminCitiesEn,
  adminNewsletter: adminNewsletterEn,
  adminUsers: adminUsersEn,
  business: businessEn,
  businessListing: businessListingEn,
  calendarFeeds: calendarFeedsEn,
  cities: citiesEn,
  condolences: condolencesEn,
  contact: contactEn,
  contactMessages: contactMessagesEn,
  creators: creatorsEn,
  culture: cultureEn,
  events: eventsEn,
  home: homeEn,
  legal: legalEn,
  mailbox: mailboxEn,
  memorials: memorialsEn,
  multimedia: multimediaEn,
  news: newsEn,
  newsletterPreferences: newsletterPreferencesEn,
  organizationAdmin: organizationAdminEn,
  organizations: organizationsEn,
  reports: reportsEn,
  search: searchEn,
  signInCode: signInCodeEn,
  submissions: submissionsEn,
  twoFactor: twoFactorEn,
} satisfies Record<MessageNamespace, object>;

export const allEn = { ...en, ...namespacesEn };

/** The shape every language's messages must have: t() keys are typed from it (translator.ts). */
export type Messages = typeof allEn;

/** A namespace's messages, the part of `Messages` under its name. */
export type NamespaceMessages = typeof namespacesEn;

const namespacesSrCyrillic: NamespaceMessages = {
  about: aboutSrCyrillic,
  admin: adminSrCyrillic,
  adminCities: adminCitiesSrCyrillic,
  adminNewsletter: adminNewsletterSrCyrillic,
  adminUsers: adminUsersSrCyrillic,
  business: businessSrCyrillic,
  businessListing: businessListingSrCyrillic,
  calendarFeeds: calendarFeedsSrCyrillic,
  cities: citiesSrCyrillic,
  condolences: condolencesSrCyrillic,
  contact: contactSrCyrillic,
  contactMessages: contactMessagesSrCyrillic,
  creators: creatorsSrCyrillic,
  culture: cultureSrCyrillic,
  events: eventsSrCyrillic,
  home: homeSrCyrillic,
  legal: legalSrCyrillic,
  mailbox: mailboxSrCyrillic,
  memorials: memorialsSrCyrillic,
  multimedia: multimediaSrCyrillic,
  news: newsSrCyrillic,
  newsletterPreferences: newsletterPreferencesSrCyrillic,
  organizationAdmin: organizationAdminSrCyrillic,
  organizations: organizationsSrCyrillic,
  reports: reportsSrCyrillic,
  search: searchSrCyrillic,
  signInCode: signInCodeSrCyrillic,
  submissions: submissionsSrCyrillic,
  twoFactor: twoFactorSrCyrillic,
};

export const allSrCyrillic: Messages = { ...srCyrillic, ...namespacesSrCyrillic };
