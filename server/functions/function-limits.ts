import type { RateLimit } from '../http/rate-limit.ts';

/** Largest request body of a function, in bytes (the longest form is a few kilobytes). */
export const functionBodyLimit = 256 * 1024;

/** Limits of the public functions, each counted per client address and per account (limitRequest). */

const tenMinutes = 10 * 60_000;

export const functionLimits = {
  sendCreatorVerification: { limit: 10, windowMs: tenMinutes },
  notifyEditorsOnSubmission: { limit: 20, windowMs: tenMinutes },
  /** Claims of creator profiles and of business listings, each kind counted on its own. */
  requestClaim: { limit: 5, windowMs: tenMinutes },
  sendCreatorContactForm: { limit: 5, windowMs: tenMinutes },
  /** Every report, of any kind and through either endpoint, counts here. */
  report: { limit: 5, windowMs: tenMinutes },
  leaveCondolence: { limit: 5, windowMs: tenMinutes },
  /** Confirmation links one email address receives, whoever asks for them. */
  condolenceMailsPerEmail: { limit: 3, windowMs: 24 * 60 * 60_000 },
  lightCandle: { limit: 20, windowMs: tenMinutes },
  newsletterSubscribe: { limit: 5, windowMs: tenMinutes },
  /** Confirmation and unsubscribe links (a mail provider's one-click POST comes from its servers). */
  newsletterLink: { limit: 60, windowMs: tenMinutes },
  /** Saving newsletter preferences (language, cities) from the preferences page. */
  newsletterPreferences: { limit: 20, windowMs: tenMinutes },
  sendContactMessage: { limit: 5, windowMs: tenMinutes },
} satisfies Record<string, RateLimit>;

/** An address gets at most one newsletter confirmation mail per this period, however often entered. */
export const newsletterConfirmationPeriodMs = 60 * 60_000;
