import { mailItemName } from './mail-names.ts';
import { type MailTemplate, text } from './mail-template.ts';

/** The editors' notice of a report about an organization or a business (report-content). */

const kinds: Record<string, { en: string; sr: string; path: (slug: string) => string }> = {
  organization: {
    en: 'An organization was reported',
    sr: 'Организација је пријављена',
    path: (slug) => `/org/${encodeURIComponent(slug)}`,
  },
  business: {
    en: 'A business was reported',
    sr: 'Предузеће је пријављено',
    path: () => '/business-directory',
  },
};

const contentReport: MailTemplate = (data, locale, siteUrl) => {
  const kind = kinds[text(data, 'kind')] ?? kinds.organization!;
  const name = mailItemName(data, locale, 'name');
  return {
    subject: locale === 'sr' ? `Пријава: ${name}` : `Reported: ${name}`,
    heading: kind[locale],
    paragraphs: [
      `${locale === 'sr' ? 'Пријавио' : 'Reported by'}: ${text(data, 'reporter')}`,
      text(data, 'reason'),
    ],
    action: {
      label: locale === 'sr' ? 'Отвори пријављену ставку' : 'Open the reported item',
      url: `${siteUrl}${kind.path(text(data, 'slug'))}`,
    },
  };
};

export const reportMailTemplates: Record<string, MailTemplate> = {
  content_report: contentReport,
};
