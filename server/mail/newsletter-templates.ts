import { z } from 'zod';
import { defineMail, optionalText } from './define-mail.ts';
import { latinCopy } from './latin-mail.ts';
import { type MailCopy, type MailEntry, type MailTemplate, text } from './mail-template.ts';

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
const newsletterConfirm: MailTemplate = (data, locale) =>
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
      subject: 'Потврдите претплату на билтен Заједнице',
      heading: 'Још један корак',
      paragraphs: [
        'Неко (надамо се ви) затражио је да на ову адресу стиже недељни билтен Заједнице: нове вести заједнице и предстојећи догађаји.',
        'Ништа вам нећемо слати док не потврдите. Веза важи 48 сати.',
      ],
      action: { label: 'Потврди претплату', url: text(data, 'confirm_url') },
      footer: 'Ако ово нисте тражили, занемарите ову поруку: више вам се нећемо јављати.',
      ...preferencesLink(data, 'Када потврдите, овде бирате језик и градове'),
    },
  });

function entries(data: Record<string, unknown>, key: string, siteUrl: string): MailEntry[] {
  const list = Array.isArray(data[key]) ? (data[key] as unknown[]) : [];
  return list.map((item) => {
    const record = (item ?? {}) as Record<string, unknown>;
    const image = thumbnail(record.image, siteUrl);
    return {
      title: text(record, 'title'),
      url: text(record, 'url'),
      detail: text(record, 'detail'),
      ...(image ? { image } : {}),
    };
  });
}

/** A digest entry's picture: only a variant this site keeps (/media/…), never another host's. */
function thumbnail(value: unknown, siteUrl: string): MailEntry['image'] {
  const record = (value ?? {}) as Record<string, unknown>;
  const { url, width, height } = record;
  if (typeof url !== 'string' || !url.startsWith(`${siteUrl}/media/`)) return undefined;
  if (!Number.isInteger(width) || !Number.isInteger(height)) return undefined;
  return { url, width: width as number, height: height as number };
}

/** The weekly digest: news published in the last week and events of the next two. */
const newsletterDigest: MailTemplate = (data, locale, siteUrl) => {
  const news = entries(data, 'news', siteUrl);
  const events = entries(data, 'events', siteUrl);
  const week = text(data, 'week');
  const unsubscribe = (label: string) => ({
    label,
    pageUrl: text(data, 'unsubscribe_url'),
    oneClickUrl: text(data, 'one_click_url'),
  });
  const section = (heading: string, list: MailEntry[], empty: string) => ({
    heading,
    empty,
    entries: list,
  });
  return inLanguage(languageOf(data, locale), {
    en: {
      subject: `Zajednica this week (${week})`,
      heading: 'This week in the community',
      paragraphs: [],
      sections: [
        section('New news', news, 'No new articles this week.'),
        section('Upcoming events', events, 'No events in the next two weeks.'),
      ],
      action: { label: 'Open Zajednica', url: siteUrl },
      footer: 'You receive this because you subscribed to the Zajednica newsletter.',
      ...preferencesLink(data, 'Change your language or cities'),
      unsubscribe: unsubscribe('Unsubscribe with one click'),
    },
    sr: {
      subject: `Заједница ове недеље (${week})`,
      heading: 'Ове недеље у заједници',
      paragraphs: [],
      sections: [
        section('Нове вести', news, 'Ове недеље нема нових чланака.'),
        section('Предстојећи догађаји', events, 'Нема догађаја у наредне две недеље.'),
      ],
      action: { label: 'Отвори Заједницу', url: siteUrl },
      footer: 'Ову поруку добијате јер сте се претплатили на билтен Заједнице.',
      ...preferencesLink(data, 'Промените језик или градове'),
      unsubscribe: unsubscribe('Откажите претплату једним кликом'),
    },
  });
};

const language = z.enum(['en', 'sr_latin', 'sr_cyrillic']);
const entry = z.object({
  title: z.string(),
  url: z.string(),
  detail: z.string(),
  image: z.object({ url: z.string(), width: z.number(), height: z.number() }).nullish(),
});

/** Queued by newsletter-subscribe.ts and compose-digest.ts. */
export const newsletterMails = [
  defineMail({
    name: 'newsletter_confirm',
    class: 'notification',
    payload: { language, confirm_url: z.string(), preferences_url: optionalText() },
    example: {
      language: 'sr_latin',
      confirm_url: 'https://z.example/newsletter/confirm?token=abc',
      preferences_url: 'https://z.example/newsletter/preferences?token=def',
    },
    render: newsletterConfirm,
  }),
  defineMail({
    name: 'newsletter_digest',
    class: 'notification',
    payload: {
      week: z.string(),
      language,
      news: z.array(entry),
      events: z.array(entry),
      unsubscribe_url: z.string(),
      preferences_url: optionalText(),
      one_click_url: z.string(),
    },
    example: {
      week: '2026-W49',
      language: 'en',
      news: [{ title: 'Diaspora survey', url: 'https://z.example/news/survey', detail: 'Dec 1' }],
      events: [],
      unsubscribe_url: 'https://z.example/newsletter/unsubscribe?token=def',
      preferences_url: 'https://z.example/newsletter/preferences?token=def',
      one_click_url: 'https://z.example/functions/v1/newsletter-unsubscribe?token=def',
    },
    render: newsletterDigest,
  }),
] as const;
