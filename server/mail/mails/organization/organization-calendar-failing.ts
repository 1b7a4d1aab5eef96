import { z } from 'zod';
import { formatDate } from '../../../../domain/format-date.ts';
import { routePath } from '../../../../domain/routes.ts';
import { defineMail, optionalText } from '../../define-mail.ts';
import { mailItemName } from '../../mail-names.ts';
import { type MailLocale, type MailTemplate, text } from '../../mail-template.ts';

/**
 * To each admin of an organization whose calendar feed failed several times
 * in a row (decision 033, server/calendar-feeds/calendar-feed-failure-mail.ts),
 * in the language of their mail: why the last fetch failed (the words of the
 * manage page), when the calendar last came through, and the manage page.
 * Sent once until the feed works again.
 */

/** The reasons a fetch fails (the check of organization_calendar_feeds.last_error, 0910). */
const reasons = [
  'bad_url',
  'blocked_address',
  'unresolvable',
  'unreachable',
  'timeout',
  'too_large',
  'not_calendar',
  'too_many_events',
  'organization_not_published',
] as const;

type Reason = (typeof reasons)[number];

/** As the manage page says them (calendar-feeds.ts of web/src/i18n/en and sr-cyrillic, errors). */
const reasonText: Record<MailLocale, Record<Reason, string>> = {
  en: {
    bad_url:
      'This address cannot be fetched: it must be a public http(s) address on the usual port, without a password.',
    blocked_address:
      'The address leads into a private or local network. Only public addresses are fetched.',
    unresolvable: 'No server answers to this address name. Please check the address.',
    unreachable:
      'The calendar server did not answer with the calendar (it may be down, or the address moved).',
    timeout: 'The calendar server took too long to answer.',
    too_large: 'The calendar is larger than 2 MB. Share a calendar with fewer past events.',
    not_calendar:
      'The address does not return a calendar (ICS). Use the calendar’s public iCal address.',
    too_many_events: 'The calendar has more than 3,000 events. Share a smaller calendar.',
    organization_not_published:
      'The calendar is fetched once an editor has published the organization.',
  },
  sr: {
    bad_url:
      'Ова адреса се не може преузети: мора бити јавна http(s) адреса на уобичајеном порту, без лозинке.',
    blocked_address: 'Адреса води у приватну или локалну мрежу. Преузимамо само јавне адресе.',
    unresolvable: 'Ниједан сервер се не јавља на ово име. Проверите адресу.',
    unreachable: 'Сервер календара није вратио календар (можда не ради или је адреса промењена).',
    timeout: 'Сервер календара је предуго одговарао.',
    too_large: 'Календар је већи од 2 MB. Поделите календар са мање старих догађаја.',
    not_calendar: 'Адреса не враћа календар (ICS). Употребите јавну iCal адресу календара.',
    too_many_events: 'Календар има више од 3.000 догађаја. Поделите мањи календар.',
    organization_not_published: 'Календар се преузима када уредник објави организацију.',
  },
};

const organizationCalendarFailing: MailTemplate = (data, locale, siteUrl) => {
  const name = mailItemName(data, locale, 'name');
  const reason = reasonText[locale][text(data, 'reason') as Reason] ?? text(data, 'reason');
  const lastSuccess = text(data, 'last_success_at');
  const since = lastSuccess
    ? formatDate(
        lastSuccess,
        locale === 'sr' ? 'sr_cyrillic' : 'en',
        { dateStyle: 'long', timeStyle: 'short' },
        text(data, 'timezone') || undefined,
      )
    : '';
  const manage = new URL(
    routePath('organizationManage', { slug: text(data, 'slug') }),
    siteUrl,
  ).toString();
  return locale === 'sr'
    ? {
        subject: `Календар организације „${name}“ више се не ажурира`,
        heading: 'Ваш календар се више не ажурира',
        paragraphs: [
          `Календар који је организација „${name}“ повезала на Заједници нисмо успели да преузмемо неколико пута заредом, па њени догађаји на порталу више не прате тај календар.`,
          `Разлог: ${reason}`,
          since
            ? `Последње успешно преузимање: ${since}.`
            : 'Календар још ниједном није успешно преузет.',
          'Проверите адресу календара на страници за управљање организацијом. Ми и даље покушавамо на сваких неколико сати и нећемо вам поново писати о овоме док календар поново не проради.',
        ],
        action: { label: 'Отвори страницу за управљање', url: manage },
      }
    : {
        subject: `The calendar of “${name}” stopped updating`,
        heading: 'Your calendar stopped updating',
        paragraphs: [
          `We could not fetch the calendar that “${name}” connected on Zajednica several times in a row, so its events on the portal no longer follow that calendar.`,
          `The reason: ${reason}`,
          since
            ? `Last fetched successfully: ${since}${since.endsWith('.') ? '' : '.'}`
            : 'The calendar has never been fetched successfully.',
          'Please check the calendar’s address on the organization’s manage page. We keep trying every few hours and will not write about this again until the calendar works again.',
        ],
        action: { label: 'Open the manage page', url: manage },
      };
};

/** Queued by the calendar feed sync (server/calendar-feeds/calendar-feed-failure-mail.ts). */
export const organizationCalendarFailingMail = defineMail({
  name: 'organization_calendar_failing',
  class: 'notification',
  payload: {
    name: z.string(),
    slug: z.string(),
    reason: z.enum(reasons),
    last_success_at: optionalText(),
    timezone: optionalText(),
  },
  example: {
    name: 'St. Sava Parish',
    names: { name_sr_cyrl: 'Парохија Светог Саве' },
    slug: 'st-sava',
    reason: 'unreachable',
    last_success_at: '2026-12-01T08:30:00Z',
    timezone: 'America/Toronto',
  },
  render: organizationCalendarFailing,
});
