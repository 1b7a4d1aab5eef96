import { z } from 'zod';
import { nameToCyrillic } from '../../../../domain/name-script.ts';
import { routePath } from '../../../../domain/routes.ts';
import { defineMail } from '../../define-mail.ts';
import { type MailTemplate, text } from '../../mail-template.ts';

/**
 * The notice to a memorial's submitter that a condolence waits for their
 * approval (queued by the database when it reaches moderation, 0410).
 */

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

export const condolenceReceivedMail = defineMail({
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
});
