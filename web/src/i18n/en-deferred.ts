import { twoFactorEn } from './en/two-factor.ts';
import { condolencesEn } from './en/condolences.ts';
import { contactMessagesEn } from './en/contact-messages.ts';
import { adminNewsletterEn } from './en/admin-newsletter.ts';
import { adminUsersEn } from './en/admin-users.ts';
import { adminEn } from './en/admin.ts';
import { mailboxEn } from './en/mailbox.ts';
import { businessListingEn } from './en/business-listing.ts';
import { newsletterPreferencesEn } from './en/newsletter-preferences.ts';

/**
 * Messages only some screens need: those behind sign-in (moderation, users,
 * newsletter, mailbox), adding and claiming a business, and the condolence book (memorial pages, its
 * confirmation, its moderation). Their own chunk per language, loaded with
 * those screens (lazy-page.ts), so the other pages' first load does not carry them.
 */
export const deferredEn = {
  condolences: condolencesEn,
  contactMessages: contactMessagesEn,
  admin: adminEn,
  adminUsers: adminUsersEn,
  adminNewsletter: adminNewsletterEn,
  mailbox: mailboxEn,
  twoFactor: twoFactorEn,
  businessListing: businessListingEn,
  newsletterPreferences: newsletterPreferencesEn,
};

export type DeferredMessages = typeof deferredEn;
