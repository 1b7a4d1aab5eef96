import { latinCopy } from './latin-mail.ts';
import { type MailCopy, type MailTemplate, text } from './mail-template.ts';

/**
 * The newsletter's mails (issue 20) in the subscriber's language: English,
 * Serbian Cyrillic, or Serbian Latin transliterated from the Cyrillic copy.
 * `data.language` is the subscriber's UI language; the outbox locale only
 * tells English from Serbian.
 */

type Written = { en: MailCopy; sr: MailCopy };

/** Picks the copy of the subscriber's language; Latin is the Cyrillic copy transliterated. */
function inLanguage(language: string, written: Written): MailCopy {
  if (language === 'en') return written.en;
  if (language !== 'sr_latin') return written.sr;
  return latinCopy(written.sr);
}

/** The subscriber's language from the data, else the outbox locale's. */
function languageOf(data: Record<string, unknown>, locale: 'en' | 'sr'): string {
  const language = text(data, 'language');
  return language || (locale === 'sr' ? 'sr_cyrillic' : 'en');
}

/** The link to the preferences page, when the mail's data has one. */
function preferencesLink(data: Record<string, unknown>, label: string) {
  const url = text(data, 'preferences_url');
  return url ? { preferences: { label, url } } : {};
}

/** The double opt-in: the link that turns a request into a subscription. */
export const newsletterConfirm: MailTemplate = (data, locale) =>
  inLanguage(languageOf(data, locale), {
    en: {
      subject: 'Confirm your Zajednica newsletter subscription',
      heading: 'One more step',
      paragraphs: [
        'Someone (we hope you) asked to receive the weekly Zajednica newsletter at this address: new community news and upcoming events.',
        'Nothing will be sent until you confirm. The link works for 48 hours.',
      ],
      action: { label: 'Confirm subscription', url: text(data, 'confirm_url') },
      footer: 'If you did not ask for this, ignore this email: you will not hear from us again.',
      ...preferencesLink(data, 'Once confirmed, choose your language and cities here'),
    },
    sr: {
      subject: 'Потврдите пријаву на билтен Заједнице',
      heading: 'Још један корак',
      paragraphs: [
        'Неко (надамо се ви) затражио је да на ову адресу стиже недељни билтен Заједнице: нове вести заједнице и предстојећи догађаји.',
        'Ништа вам нећемо слати док не потврдите. Веза важи 48 сати.',
      ],
      action: { label: 'Потврди пријаву', url: text(data, 'confirm_url') },
      footer: 'Ако ово нисте тражили, занемарите ову поруку: више вам се нећемо јављати.',
      ...preferencesLink(data, 'Када потврдите, овде бирате језик и градове'),
    },
  });

type DigestEntry = { title: string; url: string; detail: string };

function entries(data: Record<string, unknown>, key: string): DigestEntry[] {
  const list = Array.isArray(data[key]) ? (data[key] as unknown[]) : [];
  return list.map((item) => {
    const record = (item ?? {}) as Record<string, unknown>;
    return {
      title: text(record, 'title'),
      url: text(record, 'url'),
      detail: text(record, 'detail'),
    };
  });
}

const entryLine = (entry: DigestEntry) =>
  `• ${entry.title}${entry.detail ? ` (${entry.detail})` : ''} — ${entry.url}`;

/** The weekly digest: news published in the last week and events of the next two. */
export const newsletterDigest: MailTemplate = (data, locale, siteUrl) => {
  const news = entries(data, 'news');
  const events = entries(data, 'events');
  const week = text(data, 'week');
  const unsubscribe = (label: string) => ({
    label,
    pageUrl: text(data, 'unsubscribe_url'),
    oneClickUrl: text(data, 'one_click_url'),
  });
  const section = (heading: string, list: DigestEntry[], none: string) =>
    list.length > 0 ? [heading, ...list.map(entryLine)] : [heading, none];
  return inLanguage(languageOf(data, locale), {
    en: {
      subject: `Zajednica this week (${week})`,
      heading: 'This week in the community',
      paragraphs: [
        ...section('New news', news, 'No new articles this week.'),
        ...section('Upcoming events', events, 'No events in the next two weeks.'),
      ],
      action: { label: 'Open Zajednica', url: siteUrl },
      footer: 'You receive this because you subscribed to the Zajednica newsletter.',
      ...preferencesLink(data, 'Change your language or cities'),
      unsubscribe: unsubscribe('Unsubscribe with one click'),
    },
    sr: {
      subject: `Заједница ове недеље (${week})`,
      heading: 'Ове недеље у заједници',
      paragraphs: [
        ...section('Нове вести', news, 'Ове недеље нема нових чланака.'),
        ...section('Предстојећи догађаји', events, 'Нема догађаја у наредне две недеље.'),
      ],
      action: { label: 'Отвори Заједницу', url: siteUrl },
      footer: 'Ову поруку добијате јер сте се пријавили на билтен Заједнице.',
      ...preferencesLink(data, 'Промените језик или градове'),
      unsubscribe: unsubscribe('Одјава једним кликом'),
    },
  });
};

export const newsletterMailTemplates: Record<string, MailTemplate> = {
  newsletter_confirm: newsletterConfirm,
  newsletter_digest: newsletterDigest,
};
