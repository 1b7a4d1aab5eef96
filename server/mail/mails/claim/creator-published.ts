import { z } from 'zod';
import { defineMail, optionalText, rowId } from '../../define-mail.ts';
import { mailItemName } from '../../mail-names.ts';
import type { MailTemplate } from '../../mail-template.ts';
import { profileUrl } from './claim-shared.ts';

/** To the submitter of a creator profile once it is published (notify_creator_published). */

const creatorPublished: MailTemplate = (data, locale, siteUrl) => {
  const title = mailItemName(data, locale);
  const action = {
    label: locale === 'sr' ? 'Погледај профил' : 'See the profile',
    url: profileUrl(siteUrl, data),
  };
  return locale === 'sr'
    ? {
        subject: `Објављено: ${title}`,
        heading: 'Ваш профил ствараоца је објављен',
        paragraphs: [`Хвала вам! Профил „${title}“ сада је објављен на Заједници.`],
        action,
      }
    : {
        subject: `Published: ${title}`,
        heading: 'Your creator profile is published',
        paragraphs: [`Thank you! The profile "${title}" is now published on Zajednica.`],
        action,
      };
};

export const creatorPublishedMail = defineMail({
  name: 'creator_published',
  class: 'notification',
  payload: { table: z.literal('creators'), id: rowId(), slug: optionalText(), title: z.string() },
  example: {
    table: 'creators',
    id: '00000000-0000-4000-8000-000000000002',
    slug: 'ana-petrovic',
    title: 'Ana Petrović',
  },
  render: creatorPublished,
});
