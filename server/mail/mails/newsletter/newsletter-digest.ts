import { z } from 'zod';
import { defineMail, optionalText } from '../../define-mail.ts';
import { type MailEntry, type MailTemplate, text } from '../../mail-template.ts';
import {
  inLanguage,
  languageOf,
  preferencesLink,
  subscriberLanguage,
} from './newsletter-shared.ts';

/** The weekly digest: news published in the last week and events of the next two (compose-digest.ts). */

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

const entry = z.object({
  title: z.string(),
  url: z.string(),
  detail: z.string(),
  image: z.object({ url: z.string(), width: z.number(), height: z.number() }).nullish(),
});

export const newsletterDigestMail = defineMail({
  name: 'newsletter_digest',
  class: 'notification',
  payload: {
    week: z.string(),
    language: subscriberLanguage,
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
});
