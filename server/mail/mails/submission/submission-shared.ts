import { z } from 'zod';
import { contentKinds, isContentTable } from '../../../../domain/content-kinds.ts';
import { dashboardItemPath } from '../../../../domain/review-links.ts';
import { routePath } from '../../../../domain/routes.ts';
import { optionalText, rowId } from '../../define-mail.ts';
import { type MailLocale, text } from '../../mail-template.ts';

/**
 * What the mails to the author of a submission share (queued by
 * notify_author_of_receipt, notify_author_of_decision and decide_revision):
 * the payload, what the mail calls the item and the link to it on the
 * author's dashboard.
 */

/** What the mail calls the item (domain/content-kinds.ts) and where its public page is. */
export function kindOf(data: Record<string, unknown>) {
  const table = text(data, 'table');
  const kind = contentKinds[isContentTable(table) ? table : 'news'];
  return { ...kind.name, page: (slug: string) => routePath(kind.page, { slug }) };
}

export function dashboardAction(
  locale: MailLocale,
  siteUrl: string,
  data: Record<string, unknown>,
) {
  return {
    label: locale === 'sr' ? 'Отвори на контролној табли' : 'Open it on your dashboard',
    url: `${siteUrl}${dashboardItemPath(text(data, 'table'), text(data, 'id'))}`,
  };
}

/** What every submission mail carries: the item, its title and link, and the editor's note. */
export const submissionPayload = {
  table: z.string(),
  id: rowId(),
  title: z.string(),
  slug: optionalText(),
  note: optionalText(),
};
export const submissionExample = {
  table: 'events',
  id: '00000000-0000-4000-8000-000000000003',
  title: 'Slava',
  slug: 'slava',
  note: 'Please add the time.',
};
