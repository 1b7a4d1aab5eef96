import { twoFactorSrCyrillic } from './sr-cyrillic/two-factor.ts';
import { condolencesSrCyrillic } from './sr-cyrillic/condolences.ts';
import { contactMessagesSrCyrillic } from './sr-cyrillic/contact-messages.ts';
import { adminNewsletterSrCyrillic } from './sr-cyrillic/admin-newsletter.ts';
import { adminUsersSrCyrillic } from './sr-cyrillic/admin-users.ts';
import { adminSrCyrillic } from './sr-cyrillic/admin.ts';
import { mailboxSrCyrillic } from './sr-cyrillic/mailbox.ts';
import { businessListingSrCyrillic } from './sr-cyrillic/business-listing.ts';
import { newsletterPreferencesSrCyrillic } from './sr-cyrillic/newsletter-preferences.ts';
import type { DeferredMessages } from './en-deferred.ts';

/** The deferred messages in Cyrillic (see en-deferred.ts). */
export const deferredSrCyrillic: DeferredMessages = {
  condolences: condolencesSrCyrillic,
  contactMessages: contactMessagesSrCyrillic,
  adminNewsletter: adminNewsletterSrCyrillic,
  admin: adminSrCyrillic,
  adminUsers: adminUsersSrCyrillic,
  mailbox: mailboxSrCyrillic,
  twoFactor: twoFactorSrCyrillic,
  businessListing: businessListingSrCyrillic,
  newsletterPreferences: newsletterPreferencesSrCyrillic,
};
