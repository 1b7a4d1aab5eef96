/** What a template turns a message's data into; render-mail.ts lays it out as text and HTML. */

export type MailLocale = 'en' | 'sr';

export interface MailCopy {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A one-time code to type instead of following the link (shown large in HTML). */
  code?: { label: string; value: string };
  footer?: string;
  /** Where replies go (a contact-form message: the sender). */
  replyTo?: string;
  /**
   * A newsletter's one-click unsubscribe: `pageUrl` is the link shown in the
   * mail, `oneClickUrl` goes into the List-Unsubscribe header and takes the
   * RFC 8058 POST (List-Unsubscribe-Post: List-Unsubscribe=One-Click).
   */
  unsubscribe?: { label: string; pageUrl: string; oneClickUrl: string };
  /** A newsletter's link to the subscriber's preferences (language, cities, unsubscribe). */
  preferences?: { label: string; url: string };
  /** Lists of linked items after the paragraphs (a digest's news and events). */
  sections?: MailSection[];
}

/** A heading and its items; `empty` is said when there are none. */
export interface MailSection {
  heading: string;
  empty: string;
  entries: MailEntry[];
}

export interface MailEntry {
  title: string;
  url: string;
  detail: string;
  /** A thumbnail on this site (server/mail/mail-image.ts), in the HTML mail only. */
  image?: { url: string; width: number; height: number };
}

export type MailTemplate = (
  data: Record<string, unknown>,
  locale: MailLocale,
  /** The site's base URL, for templates queued by SQL that know only a path. */
  siteUrl: string,
) => MailCopy;

/** The mail language for a UI language: Serbian mail is written in Cyrillic (render-mail.ts transliterates it for sr_latin readers). */
export function mailLocale(language: unknown): MailLocale {
  return language === 'sr_cyrillic' || language === 'sr_latin' || language === 'sr' ? 'sr' : 'en';
}

export function text(data: Record<string, unknown>, key: string): string {
  const value = data[key];
  return typeof value === 'string' ? value : '';
}
