import { z } from 'zod';
import { defineMail, optionalText, rowId } from './define-mail.ts';
import { contentKinds, isContentTable } from '../../domain/content-kinds.ts';
import { dashboardItemPath } from '../../domain/review-links.ts';
import { routePath } from '../../domain/routes.ts';
import { mailItemName } from './mail-names.ts';
import { type MailLocale, type MailTemplate, text } from './mail-template.ts';

/**
 * Emails to the author of a submission: received (notify_author_of_receipt,
 * issue 19) and an editor's decision with its reason (notify_author_of_decision,
 * issue 8), each linking to the item on the author's dashboard.
 */

/** What the mail calls the item (domain/content-kinds.ts) and where its public page is. */
function kindOf(data: Record<string, unknown>) {
  const table = text(data, 'table');
  const kind = contentKinds[isContentTable(table) ? table : 'news'];
  return { ...kind.name, page: (slug: string) => routePath(kind.page, { slug }) };
}

function dashboardAction(locale: MailLocale, siteUrl: string, data: Record<string, unknown>) {
  return {
    label: locale === 'sr' ? 'Отвори на контролној табли' : 'Open it on your dashboard',
    url: `${siteUrl}${dashboardItemPath(text(data, 'table'), text(data, 'id'))}`,
  };
}

const received: MailTemplate = (data, locale, siteUrl) => {
  const kind = kindOf(data);
  const title = mailItemName(data, locale);
  return locale === 'sr'
    ? {
        subject: `Примили смо ваш прилог: ${title}`,
        heading: 'Хвала вам на прилогу',
        paragraphs: [
          `Ваш прилог (${kind.sr}) „${title}“ је примљен и уредници ће га ускоро прегледати.`,
          'Јавићемо вам када одлуче. Стање прилога видите на контролној табли.',
        ],
        action: dashboardAction(locale, siteUrl, data),
      }
    : {
        subject: `We received your submission: ${title}`,
        heading: 'Thank you for your submission',
        paragraphs: [
          `Your ${kind.en} "${title}" was received and our editors will review it soon.`,
          'We will let you know their decision. Your dashboard shows where it stands.',
        ],
        action: dashboardAction(locale, siteUrl, data),
      };
};

const sentBack: MailTemplate = (data, locale, siteUrl) => {
  const kind = kindOf(data);
  const title = mailItemName(data, locale);
  const note = text(data, 'note');
  return locale === 'sr'
    ? {
        subject: `Потребне су измене: ${title}`,
        heading: 'Уредник вам је вратио прилог',
        paragraphs: [
          `Ваш прилог (${kind.sr}) „${title}“ враћен је као нацрт да бисте га допунили.`,
          ...(note ? [`Напомена уредника: ${note}`] : []),
          'Измените нацрт на контролној табли и пошаљите га поново на преглед.',
        ],
        action: dashboardAction(locale, siteUrl, data),
      }
    : {
        subject: `Changes requested: ${title}`,
        heading: 'An editor sent your submission back',
        paragraphs: [
          `Your ${kind.en} "${title}" was returned to you as a draft so that you can complete it.`,
          ...(note ? [`The editor's note: ${note}`] : []),
          'Edit the draft on your dashboard and send it for review again.',
        ],
        action: dashboardAction(locale, siteUrl, data),
      };
};

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

const rejected: MailTemplate = (data, locale, siteUrl) => {
  const kind = kindOf(data);
  const title = mailItemName(data, locale);
  const note = text(data, 'note');
  return locale === 'sr'
    ? {
        subject: `Прилог није објављен: ${title}`,
        heading: 'Ваш прилог није објављен',
        paragraphs: [
          `Уредници су прегледали ваш прилог (${kind.sr}) „${title}“ и одлучили да га не објаве.`,
          ...(note ? [`Разлог: ${note}`] : []),
          'Можете га изменити на контролној табли и поново послати на преглед.',
        ],
        action: dashboardAction(locale, siteUrl, data),
      }
    : {
        subject: `Submission not published: ${title}`,
        heading: 'Your submission was not published',
        paragraphs: [
          `Our editors reviewed your ${kind.en} "${title}" and decided not to publish it.`,
          ...(note ? [`The reason: ${note}`] : []),
          'You can change it on your dashboard and send it for review again.',
        ],
        action: dashboardAction(locale, siteUrl, data),
      };
};

/** The owner's changes to a published item: applied, or not (with the reason). */
const revisionApproved: MailTemplate = (data, locale, siteUrl) => {
  const kind = kindOf(data);
  const title = mailItemName(data, locale);
  const action = {
    label: locale === 'sr' ? 'Погледај објаву' : 'See it on the site',
    url: `${siteUrl}${kind.page(text(data, 'slug'))}`,
  };
  return locale === 'sr'
    ? {
        subject: `Измене су објављене: ${title}`,
        heading: 'Ваше измене су објављене',
        paragraphs: [`Уредници су одобрили ваше измене (${kind.sr}) „${title}“.`],
        action,
      }
    : {
        subject: `Changes published: ${title}`,
        heading: 'Your changes are published',
        paragraphs: [`Our editors approved your changes to the ${kind.en} "${title}".`],
        action,
      };
};

const revisionRejected: MailTemplate = (data, locale, siteUrl) => {
  const kind = kindOf(data);
  const title = mailItemName(data, locale);
  const note = text(data, 'note');
  return locale === 'sr'
    ? {
        subject: `Измене нису прихваћене: ${title}`,
        heading: 'Ваше измене нису прихваћене',
        paragraphs: [
          `Уредници нису прихватили ваше измене (${kind.sr}) „${title}“; објављена верзија остаје.`,
          ...(note ? [`Разлог: ${note}`] : []),
        ],
        action: dashboardAction(locale, siteUrl, data),
      }
    : {
        subject: `Changes not accepted: ${title}`,
        heading: 'Your changes were not accepted',
        paragraphs: [
          `Our editors did not accept your changes to the ${kind.en} "${title}"; the published version stays.`,
          ...(note ? [`The reason: ${note}`] : []),
        ],
        action: dashboardAction(locale, siteUrl, data),
      };
};

/** Queued by notify_author_of_receipt, notify_author_of_decision and decide_revision. */
/** What every submission mail carries: the item, its title and link, and the editor's note. */
const submissionPayload = {
  table: z.string(),
  id: rowId(),
  title: z.string(),
  slug: optionalText(),
  note: optionalText(),
};
const submissionExample = {
  table: 'events',
  id: '00000000-0000-4000-8000-000000000003',
  title: 'Slava',
  slug: 'slava',
  note: 'Please add the time.',
};

export const submissionMails = [
  defineMail({
    name: 'submission_received',
    class: 'notification',
    payload: submissionPayload,
    example: submissionExample,
    render: received,
  }),
  defineMail({
    name: 'submission_revision_approved',
    class: 'notification',
    payload: submissionPayload,
    example: submissionExample,
    render: revisionApproved,
  }),
  defineMail({
    name: 'submission_revision_rejected',
    class: 'notification',
    payload: submissionPayload,
    example: submissionExample,
    render: revisionRejected,
  }),
  defineMail({
    name: 'submission_sent_back',
    class: 'notification',
    payload: submissionPayload,
    example: submissionExample,
    render: sentBack,
  }),
  defineMail({
    name: 'submission_published',
    class: 'notification',
    payload: submissionPayload,
    example: submissionExample,
    render: published,
  }),
  defineMail({
    name: 'submission_rejected',
    class: 'notification',
    payload: submissionPayload,
    example: submissionExample,
    render: rejected,
  }),
] as const;
