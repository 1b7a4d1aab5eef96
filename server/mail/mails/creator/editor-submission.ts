import { z } from 'zod';
import { contentKinds, contentTables, type KindWords } from '../../../../domain/content-kinds.ts';
import { queueItemPath } from '../../../../domain/review-links.ts';
import { defineMail, optionalText, rowId } from '../../define-mail.ts';
import { mailItemName } from '../../mail-names.ts';
import { type MailTemplate, text } from '../../mail-template.ts';

/** The single editor notice of a new submission (issue 7). */

const tableNames: Record<string, KindWords> = Object.fromEntries(
  contentTables.map((table) => [table, contentKinds[table].name]),
);

const editorSubmission: MailTemplate = (data, locale, siteUrl) => {
  const kind = tableNames[text(data, 'table')] ?? tableNames.creators!;
  const url = `${siteUrl}${queueItemPath(text(data, 'table') || 'creators', text(data, 'id'))}`;
  return locale === 'sr'
    ? {
        subject: `Нов профил чека преглед: ${mailItemName(data, locale)}`,
        heading: 'Нов профил',
        paragraphs: [`Нова ставка (${kind.sr}) „${mailItemName(data, locale)}“ чека ваш преглед.`],
        action: { label: 'Отвори преглед', url },
      }
    : {
        subject: `New submission to review: ${text(data, 'title')}`,
        heading: 'New submission',
        paragraphs: [`A new ${kind.en} "${text(data, 'title')}" is waiting for your review.`],
        action: { label: 'Open the review', url },
      };
};

// Single editor notices queued before 0630 (now in the digest), still rendered.
export const editorSubmissionMail = defineMail({
  name: 'editor_submission',
  class: 'notification',
  payload: { table: optionalText(), id: rowId(), title: z.string() },
  example: {
    table: 'creators',
    id: '00000000-0000-4000-8000-000000000002',
    title: 'Ana Petrović',
  },
  render: editorSubmission,
});
