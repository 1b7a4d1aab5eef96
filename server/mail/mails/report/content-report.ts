import { z } from 'zod';
import { routePath, routes } from '../../../../domain/routes.ts';
import { defineMail, optionalText } from '../../define-mail.ts';
import { mailItemName } from '../../mail-names.ts';
import { type MailTemplate, text } from '../../mail-template.ts';
import { reportedByLine } from './report-shared.ts';

/** The editors' notice of a report about an organization or a business (report-content). */

const kinds: Record<string, { en: string; sr: string; path: (slug: string) => string }> = {
  organization: {
    en: 'An organization was reported',
    sr: 'Примедба на организацију',
    path: (slug) => routePath('organization', { slug }),
  },
  business: {
    en: 'A business was reported',
    sr: 'Примедба на фирму',
    path: () => routes.businessDirectory,
  },
};

const contentReport: MailTemplate = (data, locale, siteUrl) => {
  const kind = kinds[text(data, 'kind')] ?? kinds.organization!;
  const name = mailItemName(data, locale, 'name');
  return {
    subject: locale === 'sr' ? `Примедба: ${name}` : `Reported: ${name}`,
    heading: kind[locale],
    paragraphs: [reportedByLine(data, locale), text(data, 'reason')],
    action: {
      label: locale === 'sr' ? 'Отвори ставку' : 'Open the reported item',
      url: `${siteUrl}${kind.path(text(data, 'slug'))}`,
    },
  };
};

// Single notices queued before 0630 (reports now go into the digest), still rendered.
export const contentReportMail = defineMail({
  name: 'content_report',
  class: 'notification',
  payload: {
    kind: z.enum(['organization', 'business']),
    name: z.string(),
    slug: optionalText(),
    reporter: optionalText(),
    reason: z.string(),
  },
  example: {
    kind: 'organization',
    name: 'Srpsko kolo',
    slug: 'srpsko-kolo',
    reporter: 'marko@example.com',
    reason: 'Wrong phone.',
  },
  render: contentReport,
});
