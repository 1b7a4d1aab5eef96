import { dashboardItemPath } from '../../domain/review-links.ts';
import { routePath } from '../../domain/routes.ts';
import { mailItemName } from './mail-names.ts';
import { type MailLocale, type MailTemplate, text } from './mail-template.ts';

/**
 * Emails to the author of a submission: received (notify_author_of_receipt,
 * issue 19) and an editor's decision with its reason (notify_author_of_decision,
 * issue 8), each linking to the item on the author's dashboard.
 */

const kinds: Record<string, { en: string; sr: string; page: (slug: string) => string }> = {
  organizations: {
    en: 'organization',
    sr: 'организација',
    page: (slug) => routePath('organization', { slug }),
  },
  events: { en: 'event', sr: 'догађај', page: (slug) => routePath('event', { slug }) },
  news: { en: 'news article', sr: 'вест', page: (slug) => routePath('blogArticle', { slug }) },
  memorials: { en: 'memorial', sr: 'помен', page: (slug) => routePath('memorial', { slug }) },
  businesses: {
    en: 'business listing',
    sr: 'оглас фирме',
    page: () => routePath('businessDirectory'),
  },
  creators: {
    en: 'creator profile',
    sr: 'профил ствараоца',
    page: (slug) => routePath('creator', { slug }),
  },
};

function kindOf(data: Record<string, unknown>) {
  return kinds[text(data, 'table')] ?? kinds.news!;
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
        subject: `Примили смо вашу пријаву: ${title}`,
        heading: 'Хвала вам на пријави',
        paragraphs: [
          `Ваша пријава (${kind.sr}) „${title}“ је примљена и уредници ће је ускоро прегледати.`,
          'Јавићемо вам када одлуче. Стање пријаве видите на контролној табли.',
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
        heading: 'Уредник вам је вратио пријаву',
        paragraphs: [
          `Ваша пријава (${kind.sr}) „${title}“ враћена је као нацрт да бисте је допунили.`,
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
        heading: 'Ваша пријава је објављена',
        paragraphs: [`Хвала вам! Ваша пријава (${kind.sr}) „${title}“ сада је објављена.`],
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
        subject: `Пријава није објављена: ${title}`,
        heading: 'Ваша пријава није објављена',
        paragraphs: [
          `Уредници су прегледали вашу пријаву (${kind.sr}) „${title}“ и одлучили да је не објаве.`,
          ...(note ? [`Разлог: ${note}`] : []),
          'Можете је изменити на контролној табли и поново послати на преглед.',
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

export const submissionMailTemplates: Record<string, MailTemplate> = {
  submission_received: received,
  submission_revision_approved: revisionApproved,
  submission_revision_rejected: revisionRejected,
  submission_sent_back: sentBack,
  submission_published: published,
  submission_rejected: rejected,
};
