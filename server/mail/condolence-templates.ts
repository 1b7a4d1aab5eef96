import { z } from 'zod';
import { defineMail } from './define-mail.ts';
import { routePath } from '../../domain/routes.ts';
import { nameToCyrillic } from '../../domain/name-script.ts';
import { type MailTemplate, text } from './mail-template.ts';

/**
 * Mail of a memorial's condolence book (migration 0410): the confirmation
 * link to a visitor who left a condolence (leave-condolence), and the notice
 * to the memorial's submitter that a condolence waits for their approval
 * (queued by the database when it reaches moderation).
 */

const condolenceConfirm: MailTemplate = (data, locale) => {
  const action = {
    label: locale === 'sr' ? 'Потврдите саучешће' : 'Confirm your condolence',
    url: text(data, 'link'),
  };
  return locale === 'sr'
    ? {
        subject: 'Потврдите своје саучешће',
        heading: 'Још један корак',
        paragraphs: [
          'Хвала што сте оставили саучешће на Заједници. Потврдите да је ова адреса ваша, па ће саучешће отићи на преглед пре објављивања.',
          'Веза важи 48 сати. Ако нисте ви оставили саучешће, занемарите ову поруку: ништа неће бити објављено.',
        ],
        action,
      }
    : {
        subject: 'Confirm your condolence',
        heading: 'One more step',
        paragraphs: [
          'Thank you for leaving a condolence on Zajednica. Confirm that this address is yours, and your condolence will be reviewed before it is published.',
          'The link works for 48 hours. If you did not leave a condolence, ignore this email: nothing will be published.',
        ],
        action,
      };
};

const condolenceReceived: MailTemplate = (data, locale, siteUrl) => {
  const name = locale === 'sr' ? nameToCyrillic(text(data, 'name')) : text(data, 'name');
  const author = text(data, 'author');
  const action = {
    label: locale === 'sr' ? 'Прегледајте саучешћа' : 'Review condolences',
    url: `${siteUrl}${routePath('dashboard')}?tab=condolences`,
  };
  return locale === 'sr'
    ? {
        subject: `Ново саучешће: ${name}`,
        heading: 'Ново саучешће чека ваше одобрење',
        paragraphs: [
          `${author} је оставио/ла саучешће на спомен-страници „${name}“:`,
          text(data, 'message'),
          'Саучешће ће бити видљиво када га ви или уредници одобрите.',
        ],
        action,
      }
    : {
        subject: `New condolence: ${name}`,
        heading: 'A new condolence awaits your approval',
        paragraphs: [
          `${author} left a condolence on the memorial "${name}":`,
          text(data, 'message'),
          'It will show on the memorial once you or our editors approve it.',
        ],
        action,
      };
};

/** To the writer, once their condolence shows on the memorial (0872). */
const condolencePublished: MailTemplate = (data, locale, siteUrl) => {
  const name = locale === 'sr' ? nameToCyrillic(text(data, 'name')) : text(data, 'name');
  const action = {
    label: locale === 'sr' ? 'Отворите спомен-страницу' : 'Open the memorial',
    url: `${siteUrl}${routePath('memorial', { slug: text(data, 'slug') })}`,
  };
  return locale === 'sr'
    ? {
        subject: `Ваше саучешће је објављено: ${name}`,
        heading: 'Саучешће је објављено',
        paragraphs: [
          `Ваше саучешће сада се види на спомен-страници „${name}“. Хвала што сте поделили своје речи.`,
        ],
        action,
      }
    : {
        subject: `Your condolence was published: ${name}`,
        heading: 'Your condolence is published',
        paragraphs: [
          `Your condolence now shows on the memorial "${name}". Thank you for sharing your words.`,
        ],
        action,
      };
};

export const condolenceMails = [
  defineMail({
    name: 'condolence_confirm',
    class: 'notification',
    payload: { link: z.string() },
    example: { link: 'https://z.example/condolence-confirm?token=abc' },
    render: condolenceConfirm,
  }),
  defineMail({
    name: 'condolence_received',
    class: 'notification',
    payload: { name: z.string(), slug: z.string(), author: z.string(), message: z.string() },
    example: {
      name: 'Milan Jovanović',
      slug: 'milan-jovanovic',
      author: 'Vesna',
      message: 'Počivao u miru.',
    },
    render: condolenceReceived,
  }),
  defineMail({
    name: 'condolence_published',
    class: 'notification',
    payload: { name: z.string(), slug: z.string() },
    example: { name: 'Milan Jovanović', slug: 'milan-jovanovic' },
    render: condolencePublished,
  }),
] as const;
