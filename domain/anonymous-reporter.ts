/**
 * The reporter stored with a report from someone not signed in
 * (content_reports and creator_reports default to it, 0109 and 0360). It is
 * a marker, not a text to show: pages and mails write it in their reader's
 * language (issue 38: it stayed English in Cyrillic mails and the queue).
 */
export const anonymousReporter = 'Anonymous user';

export const isAnonymousReporter = (reporter: string | null | undefined) =>
  (reporter ?? '').trim() === '' || reporter === anonymousReporter;
