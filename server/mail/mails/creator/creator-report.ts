import { z } from 'zod';
import { defineMail, optionalText } from '../../define-mail.ts';
import { mailItemName } from '../../mail-names.ts';
import { type MailTemplate, text } from '../../mail-template.ts';
import { reportedByLine } from '../report/report-shared.ts';

/** The editors' notice of a report about a creator profile (issue 7). */

// report-content sends `name`; rows queued before it carry `creator_name`.
const creatorReport: MailTemplate = (data, locale, siteUrl) => ({
  subject:
    locale === 'sr'
      ? `Примедба на профил: ${mailItemName(data, locale, 'name') || text(data, 'creator_name')}`
      : `Profile reported: ${text(data, 'name') || text(data, 'creator_name')}`,
  heading: locale === 'sr' ? 'Примедба на профил' : 'A profile was reported',
  paragraphs: [reportedByLine(data, locale), text(data, 'reason')],
  action: {
    label: locale === 'sr' ? 'Отвори профил' : 'Open the profile',
    url: `${siteUrl}/creator/${encodeURIComponent(text(data, 'slug'))}`,
  },
});

export const creatorReportMail = defineMail({
  name: 'creator_report',
  class: 'notification',
  payload: {
    name: optionalText(),
    creator_name: optionalText(),
    slug: z.string(),
    reporter: optionalText(),
    reason: z.string(),
  },
  example: {
    name: 'Ana Petrović',
    slug: 'ana-petrovic',
    reporter: 'marko@example.com',
    reason: 'Wrong phone.',
  },
  render: creatorReport,
});
