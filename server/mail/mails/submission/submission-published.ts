import { defineMail } from '../../define-mail.ts';
import { mailItemName } from '../../mail-names.ts';
import { type MailTemplate, text } from '../../mail-template.ts';
import {
  dashboardAction,
  kindOf,
  submissionExample,
  submissionPayload,
} from './submission-shared.ts';

/** The author's submission is published (notify_author_of_decision, issue 8). */

const published: MailTemplate = (data, locale, siteUrl) => {
  const kind = kindOf(data);
  const title = mailItemName(data, locale);
  const slug = text(data, 'slug');
  const action = slug
    ? {
        label: locale === 'sr' ? 'Погледај објаву' : 'See it on the site',
        url: `${siteUrl}${kind.page(slug)}`,
      }
    : dashboardAction(locale, siteUrl, data);
  return locale === 'sr'
    ? {
        subject: `Објављено: ${title}`,
        heading: 'Ваш прилог је објављен',
        paragraphs: [`Хвала вам! Ваш прилог (${kind.sr}) „${title}“ сада је објављен.`],
        action,
      }
    : {
        subject: `Published: ${title}`,
        heading: 'Your submission is published',
        paragraphs: [`Thank you! Your ${kind.en} "${title}" is now published.`],
        action,
      };
};

export const submissionPublishedMail = defineMail({
  name: 'submission_published',
  class: 'notification',
  payload: submissionPayload,
  example: submissionExample,
  render: published,
});
