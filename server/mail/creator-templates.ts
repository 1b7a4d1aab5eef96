import { z } from 'zod';
import { defineMail, optionalText, rowId } from './define-mail.ts';
import { contentKinds, contentTables, type KindWords } from '../../domain/content-kinds.ts';
import { reportedByLine } from './report-templates.ts';
import { queueItemPath } from '../../domain/review-links.ts';
import { claimWords } from './claim-words.ts';
import { mailItemName } from './mail-names.ts';
import { type MailTemplate, text } from './mail-template.ts';

/** Creator emails (issue 7): submission received, editor notices, claim link, contact message, report. */

const tableNames: Record<string, KindWords> = Object.fromEntries(
  contentTables.map((table) => [table, contentKinds[table].name]),
);

// No text from the submission: anyone may type any public email (issue 16).
const creatorReceived: MailTemplate = (_data, locale) =>
  locale === 'sr'
    ? {
        subject: 'Примили смо ваш профил ствараоца',
        heading: 'Хвала вам што сте послали профил',
        paragraphs: [
          'Профил ствараоца са овом адресом е-поште је примљен и уредници ће га ускоро прегледати.',
          'Јавићемо вам се када буде објављен. Ако нисте ви послали профил, занемарите ову поруку.',
        ],
      }
    : {
        subject: 'We received your creator profile',
        heading: 'Thank you for your submission',
        paragraphs: [
          'A creator profile with this email address was received and is under review by our editors.',
          'We will let you know once it is published. If you did not submit it, ignore this email.',
        ],
      };

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

const creatorClaim: MailTemplate = (data, locale) => {
  const w = claimWords(data);
  return locale === 'sr'
    ? {
        subject: `Потврдите захтев за ${w.srFull}`,
        heading: 'Потврдите захтев',
        paragraphs: [
          `Затражили сте ${w.sr} „${mailItemName(data, locale, 'name')}“ на Заједници. Потврдите да је ова адреса ваша.`,
        ],
        action: { label: 'Потврди захтев', url: text(data, 'link') },
        footer: 'Ако нисте ви поднели захтев, занемарите ову поруку. Веза важи 24 сата.',
      }
    : {
        subject: `Confirm your ${w.enFull} claim`,
        heading: 'Confirm your claim',
        paragraphs: [
          `You asked to claim the ${w.en} "${text(data, 'name')}" on Zajednica. Please confirm that this address is yours.`,
        ],
        action: { label: 'Confirm my claim', url: text(data, 'link') },
        footer:
          'If you did not make this request, ignore this email. The link is valid for 24 hours.',
      };
};

const creatorContact: MailTemplate = (data, locale) => ({
  subject:
    locale === 'sr'
      ? `Нова порука преко Заједнице од: ${text(data, 'sender_name')}`
      : `New message through Zajednica from ${text(data, 'sender_name')}`,
  heading: locale === 'sr' ? 'Нова порука' : 'New message',
  paragraphs: [text(data, 'message')],
  footer:
    locale === 'sr'
      ? 'Одговорите на ову поруку да бисте писали пошиљаоцу.'
      : 'Reply to this email to answer the sender.',
  replyTo: text(data, 'reply_to') || undefined,
});

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

export const creatorMails = [
  defineMail({
    name: 'creator_received',
    class: 'notification',
    payload: {},
    example: {},
    render: creatorReceived,
  }),
  // Single editor notices queued before 0630 (now in the digest), still rendered.
  defineMail({
    name: 'editor_submission',
    class: 'notification',
    payload: { table: optionalText(), id: rowId(), title: z.string() },
    example: {
      table: 'creators',
      id: '00000000-0000-4000-8000-000000000002',
      title: 'Ana Petrović',
    },
    render: editorSubmission,
  }),
  defineMail({
    name: 'creator_claim',
    class: 'notification',
    payload: {
      name: z.string(),
      link: z.string(),
      kind: z.enum(['creator', 'business', 'organization']),
      claim_id: rowId().nullish(),
    },
    example: {
      name: 'Ana Petrović',
      link: 'https://z.example/claim/confirm?token=abc',
      kind: 'creator',
      claim_id: '00000000-0000-4000-8000-000000000001',
    },
    render: creatorClaim,
  }),
  defineMail({
    name: 'creator_contact',
    class: 'notification',
    payload: { sender_name: z.string(), reply_to: z.string(), message: z.string() },
    example: { sender_name: 'Marko', reply_to: 'marko@example.com', message: 'Hello!' },
    render: creatorContact,
  }),
  defineMail({
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
  }),
] as const;
