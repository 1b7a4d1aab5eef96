import { z } from 'zod';
import { formatDate, formatTime } from '../../../../domain/format-date.ts';
import { routePath } from '../../../../domain/routes.ts';
import { defineMail, optionalText, rowId } from '../../define-mail.ts';
import { mailItemName } from '../../mail-names.ts';
import { type MailLocale, type MailTemplate, text } from '../../mail-template.ts';

/**
 * The mail to a member who said "I'm going" (migration 0752,
 * queue_event_change_mail): the event changed its date, time or place (with
 * what it was and what it is now), or it was cancelled (taken off the site or
 * deleted). A notification: one per person per change.
 */

function when(data: Record<string, unknown>, locale: MailLocale, prefix = ''): string {
  const source = prefix
    ? ((data.previous as Record<string, unknown> | undefined) ?? {})
    : (data as Record<string, unknown>);
  const language = locale === 'sr' ? 'sr_cyrillic' : 'en';
  const date = text(source, 'event_date');
  const time = text(source, 'event_time');
  if (!date) return '';
  const day = formatDate(date, language, { dateStyle: 'full' });
  return time ? `${day}, ${formatTime(time, language)}` : day;
}

/**
 * The venue and address. A Serbian mail names a venue in Serbian when it has
 * a Serbian name: the current one from `names`
 * (db/functions/mail_serbian_names.sql), the previous one as queued with the
 * previous place (db/functions/queue_event_change_mail.sql); else as stored,
 * in English. render-mail.ts writes a Latin reader's mail in Latin.
 */
function where(source: Record<string, unknown>, serbianVenue = ''): string {
  return [serbianVenue || text(source, 'venue_name'), text(source, 'location_text')]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/** The Serbian names of the venue now and before, for a Serbian mail ('' for none). */
function serbianVenues(data: Record<string, unknown>, locale: MailLocale) {
  if (locale !== 'sr') return { now: '', was: '' };
  const names = (data.names as Record<string, unknown> | undefined) ?? {};
  const previous = (data.previous as Record<string, unknown> | undefined) ?? {};
  const now = text(names, 'venue_name_sr_cyrl').trim();
  const was = text(previous, 'venue_name_sr_cyrl').trim();
  // A new venue whose Serbian name was left as the old one's: the English name is the right one.
  const movedWithoutSerbianName =
    now !== '' &&
    now === was &&
    text(data, 'venue_name').trim() !== text(previous, 'venue_name').trim();
  return { now: movedWithoutSerbianName ? '' : now, was };
}

const eventChanged: MailTemplate = (data, locale, siteUrl) => {
  const title = mailItemName(data, locale);
  const cancelled = text(data, 'change') === 'cancelled';
  const slug = text(data, 'slug');
  const previous = (data.previous as Record<string, unknown> | undefined) ?? {};
  const nowWhen = when(data, locale);
  const venues = serbianVenues(data, locale);
  const nowWhere = where(data, venues.now);
  const wasWhen = when(data, locale, 'previous');
  const wasWhere = where(previous, venues.was);
  const action =
    !cancelled && slug
      ? {
          label: locale === 'sr' ? 'Погледајте догађај' : 'See the event',
          url: `${siteUrl}${routePath('event', { slug })}`,
        }
      : {
          label: locale === 'sr' ? 'Други догађаји' : 'Other events',
          url: `${siteUrl}${routePath('events')}`,
        };
  if (locale === 'sr') {
    return cancelled
      ? {
          subject: `Отказано: ${title}`,
          heading: 'Догађај на који идете је отказан',
          paragraphs: [
            `Догађај „${title}“ (${wasWhen}${wasWhere ? `, ${wasWhere}` : ''}) више није на Заједници: организатор га је отказао или повукао.`,
            'Ову поруку добијате јер сте рекли да идете.',
          ],
          action,
        }
      : {
          subject: `Измена: ${title}`,
          heading: 'Догађај на који идете је измењен',
          paragraphs: [
            `Догађај „${title}“ сада је: ${nowWhen}${nowWhere ? `, ${nowWhere}` : ''}.`,
            `Раније: ${wasWhen}${wasWhere ? `, ${wasWhere}` : ''}.`,
            'Ову поруку добијате јер сте рекли да идете. Ако више не идете, то можете променити на страници догађаја.',
          ],
          action,
        };
  }
  return cancelled
    ? {
        subject: `Cancelled: ${title}`,
        heading: 'An event you are going to is cancelled',
        paragraphs: [
          `"${title}" (${wasWhen}${wasWhere ? `, ${wasWhere}` : ''}) is no longer on Zajednica: its organizer cancelled or withdrew it.`,
          'You get this email because you said you are going.',
        ],
        action,
      }
    : {
        subject: `Changed: ${title}`,
        heading: 'An event you are going to has changed',
        paragraphs: [
          `"${title}" is now: ${nowWhen}${nowWhere ? `, ${nowWhere}` : ''}.`,
          `It was: ${wasWhen}${wasWhere ? `, ${wasWhere}` : ''}.`,
          'You get this email because you said you are going. If you no longer are, you can say so on the event page.',
        ],
        action,
      };
};

const eventFacts = {
  event_date: optionalText(),
  event_time: optionalText(),
  venue_name: optionalText(),
  location_text: optionalText(),
};

/** Queued by queue_event_change_mail (db/functions/queue_event_change_mail.sql). */
export const eventChangedMail = defineMail({
  name: 'event_changed',
  class: 'notification',
  payload: {
    table: z.literal('events'),
    id: rowId(),
    title: z.string(),
    slug: optionalText(),
    change: z.enum(['changed', 'cancelled']),
    ...eventFacts,
    end_date: optionalText(),
    end_time: optionalText(),
    timezone: optionalText(),
    // The previous Serbian venue name travels with the previous place (the current one in `names`).
    previous: z.strictObject({ ...eventFacts, venue_name_sr_cyrl: optionalText() }),
  },
  example: {
    table: 'events',
    id: '00000000-0000-4000-8000-000000000003',
    title: 'Slava',
    slug: 'slava',
    change: 'changed',
    event_date: '2026-12-19',
    event_time: '18:00',
    venue_name: 'Hall',
    location_text: 'Toronto',
    end_date: null,
    end_time: null,
    timezone: 'America/Toronto',
    previous: {
      event_date: '2026-12-18',
      event_time: '17:00',
      venue_name: 'Hall',
      location_text: 'Toronto',
    },
  },
  render: eventChanged,
});
