import { routePath } from '../../domain/routes.ts';

/** The links of the newsletter's mails, absolute on the site's base URL. */

export function confirmUrl(siteUrl: string, token: string): string {
  return `${siteUrl}${routePath('newsletterConfirm')}?token=${encodeURIComponent(token)}`;
}

/** The page the mail links to: it unsubscribes and says so in the subscriber's language. */
export function unsubscribePageUrl(siteUrl: string, token: string): string {
  return `${siteUrl}${routePath('newsletterUnsubscribe')}?token=${encodeURIComponent(token)}`;
}

/** The page where a subscriber changes language and cities, or unsubscribes (no account needed). */
export function preferencesPageUrl(siteUrl: string, token: string): string {
  return `${siteUrl}${routePath('newsletterPreferences')}?token=${encodeURIComponent(token)}`;
}

/** The List-Unsubscribe URL: a POST unsubscribes (RFC 8058), a GET opens the page. */
export function oneClickUnsubscribeUrl(siteUrl: string, token: string): string {
  return `${siteUrl}/functions/v1/newsletter-unsubscribe?token=${encodeURIComponent(token)}`;
}
