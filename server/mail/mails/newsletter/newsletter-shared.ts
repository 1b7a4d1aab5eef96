import { z } from 'zod';
import { latinCopy } from '../../latin-mail.ts';
import { type MailCopy, text } from '../../mail-template.ts';

/**
 * The newsletter's mails (issue 20) in the subscriber's language: English,
 * Serbian Cyrillic, or Serbian Latin transliterated from the Cyrillic copy.
 * `data.language` is the subscriber's UI language; the outbox locale only
 * tells English from Serbian.
 */

type Written = { en: MailCopy; sr: MailCopy };

/** Picks the copy of the subscriber's language; Latin is the Cyrillic copy transliterated. */
export function inLanguage(language: string, written: Written): MailCopy {
  if (language === 'en') return written.en;
  if (language !== 'sr_latin') return written.sr;
  return latinCopy(written.sr);
}

/** The subscriber's language from the data, else the outbox locale's. */
export function languageOf(data: Record<string, unknown>, locale: 'en' | 'sr'): string {
  const language = text(data, 'language');
  return language || (locale === 'sr' ? 'sr_cyrillic' : 'en');
}

/** The link to the preferences page, when the mail's data has one. */
export function preferencesLink(data: Record<string, unknown>, label: string) {
  const url = text(data, 'preferences_url');
  return url ? { preferences: { label, url } } : {};
}

/** The subscriber's UI language, which the newsletter's mails are written in. */
export const subscriberLanguage = z.enum(['en', 'sr_latin', 'sr_cyrillic']);
