/**
 * How long the portal keeps personal data it no longer needs: the one place
 * these periods are written. The privacy policy (/privacy) states them from
 * here, the confirmation links expire by them, and the server's hourly purge
 * (server/retention/purge-expired-data.ts) deletes or anonymises what has
 * passed them.
 */
export const retentionDays = {
  /** A contact-page message, from the day it arrived (handled or not). */
  contactMessages: 365,
  /** A newsletter request nobody confirmed: its confirmation link's lifetime. */
  unconfirmedSubscriptions: 2,
  /** An unsubscribed address with its dates of consent and unsubscribing (CASL proof). */
  unsubscribedAddresses: 3 * 365,
  /** The IP address of a submission, and the keyed hash of a contact message's sender address. */
  submitterIps: 90,
  /** A visitor's condolence whose emailed link was not followed: the link's lifetime. */
  unconfirmedCondolences: 2,
  /** The copy of a sent (or finally failed) email in the mail queue. */
  mailOutbox: 30,
  /** Requests counted per address against abuse (the longest rate-limit window). */
  rateLimitCounters: 1,
  /**
   * A kept photo nobody uses (a form never sent, a rejected or deleted item,
   * a replaced picture), counted from when it was first found unused
   * (server/images/purge-unused-images.ts).
   */
  unusedImages: 30,
  /** Ended sign-in sessions and expired one-time codes (server/auth/prune-auth.ts). */
  endedSessions: 7,
  /**
   * The server's request log. The server writes it to standard output and
   * keeps nothing; whoever runs it keeps at most this much (README,
   * "Logs and retention").
   */
  serverLogs: 30,
} as const;

export type RetentionKind = keyof typeof retentionDays;

/** A period in hours (the confirmation links' lifetimes). */
export function retentionHours(kind: RetentionKind): number {
  return retentionDays[kind] * 24;
}
