import { routePath } from '../../domain/routes.ts';
import { type MailLocale, type MailTemplate, text } from './mail-template.ts';

/**
 * Emails to the author of a submission about an editor's decision (issue 8),
 * queued by the database trigger notify_author_of_decision.
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
};

function kindOf(data: Record<string, unknown>) {
  return kinds[text(data, 'table')] ?? kinds.news!;
}

function dashboardAction(locale: MailLocale, siteUrl: string) {
  return {
    label: locale === 'sr' ? 'Отвори контролну таблу' : 'Open your dashboard',
    url: `${siteUrl}${routePath('dashboard')}`,
  };
}

const sentBack: MailTemplate = (data, locale, siteUrl) => {
  const kind = kindOf(data);
  const title = text(data, 'title');
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
        action: dashboardAction(locale, siteUrl),
      }
    : {
        subject: `Changes requested: ${title}`,
        heading: 'An editor sent your submission back',
        paragraphs: [
          `Your ${kind.en} "${title}" was returned to you as a draft so that you can complete it.`,
          ...(note ? [`The editor's note: ${note}`] : []),
          'Edit the draft on your dashboard and send it for review again.',
        ],
        action: dashboardAction(locale, siteUrl),
      };
};

const published: MailTemplate = (data, locale, siteUrl) => {
  const kind = kindOf(data);
  const title = text(data, 'title');
  const slug = text(data, 'slug');
  const action = slug
    ? {
        label: locale === 'sr' ? 'Погледај објаву' : 'See it on the site',
        url: `${siteUrl}${kind.page(slug)}`,
      }
    : dashboardAction(locale, siteUrl);
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
  const title = text(data, 'title');
  return locale === 'sr'
    ? {
        subject: `Пријава није објављена: ${title}`,
        heading: 'Ваша пријава није објављена',
        paragraphs: [
          `Уредници су прегледали вашу пријаву (${kind.sr}) „${title}“ и одлучили да је не објаве.`,
          'Хвала вам што доприносите заједници. Можете нам писати преко странице за контакт.',
        ],
        action: dashboardAction(locale, siteUrl),
      }
    : {
        subject: `Submission not published: ${title}`,
        heading: 'Your submission was not published',
        paragraphs: [
          `Our editors reviewed your ${kind.en} "${title}" and decided not to publish it.`,
          'Thank you for contributing to the community. You can write to us through the contact page.',
        ],
        action: dashboardAction(locale, siteUrl),
      };
};

export const submissionMailTemplates: Record<string, MailTemplate> = {
  submission_sent_back: sentBack,
  submission_published: published,
  submission_rejected: rejected,
};
