import { z } from 'zod';
import { nameToCyrillic } from '../../../../domain/name-script.ts';
import { routePath } from '../../../../domain/routes.ts';
import { defineMail } from '../../define-mail.ts';
import { type MailTemplate, text } from '../../mail-template.ts';

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

export const condolencePublishedMail = defineMail({
  name: 'condolence_published',
  class: 'notification',
  payload: { name: z.string(), slug: z.string() },
  example: { name: 'Milan Jovanović', slug: 'milan-jovanovic' },
  render: condolencePublished,
});
