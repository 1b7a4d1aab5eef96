import { describe, expect, it } from 'vitest';
import { renderMail } from '../../render-mail.ts';

/** The mail to those going when an event changes or is cancelled (event-changed.ts). */

const changed = {
  table: 'events',
  id: 'a0000000-0000-4000-8000-000000000001',
  change: 'changed',
  slug: 'chess-evening',
  title: 'Chess <evening>',
  names: { title_sr_cyrl: 'Шаховско вече', venue_name_sr_cyrl: 'Порта цркве' },
  event_date: '2031-03-14',
  event_time: '20:00',
  venue_name: 'Church yard',
  location_text: '12 Main St',
  previous: {
    event_date: '2031-03-14',
    event_time: '19:00',
    venue_name: 'Parish hall',
    venue_name_sr_cyrl: 'Парохијски дом',
  },
};

describe('event_changed', () => {
  it('says what the event is now and what it was, with its link, escaped', () => {
    const mail = renderMail(
      { template: 'event_changed', locale: 'en', data: changed },
      'https://z.example',
    );
    expect(mail.subject).toBe('Changed: Chess <evening>');
    expect(mail.text).toContain('is now: Friday, March 14, 2031, 8:00');
    expect(mail.text).toContain('Church yard, 12 Main St');
    expect(mail.text).toContain('It was: Friday, March 14, 2031, 7:00');
    expect(mail.text).toContain('Parish hall');
    expect(mail.text).toContain('https://z.example/event/chess-evening');
    expect(mail.html).not.toContain('<evening>');
  });

  it('is written in Cyrillic for a Cyrillic reader and in Latin for a Latin one', () => {
    const cyrillic = renderMail(
      { template: 'event_changed', locale: 'sr_cyrillic', data: changed },
      'https://z.example',
    );
    expect(cyrillic.subject).toBe('Измена: Шаховско вече');
    expect(cyrillic.text).toContain('20:00');
    expect(cyrillic.text).toContain('Раније:');
    const latin = renderMail(
      { template: 'event_changed', locale: 'sr_latin', data: changed },
      'https://z.example',
    );
    expect(latin.subject).toBe('Izmena: Šahovsko veče');
    // The venue in the reader's script (issue 37); the English one only without it.
    expect(cyrillic.text).toContain('Порта цркве, 12 Main St');
    expect(cyrillic.text).not.toContain('Church yard');
    expect(latin.text).toContain('Porta crkve, 12 Main St');
    // The previous venue too, in the reader's script; English only for English readers.
    expect(cyrillic.text).toContain('Раније: петак, 14. март 2031., 19:00, Парохијски дом.');
    expect(cyrillic.text).not.toContain('Parish hall');
    expect(latin.text).toContain('Parohijski dom.');
    expect(latin.text).not.toContain('Parish hall');
  });

  it('names a venue in English when it has no Serbian name, or kept the old one', () => {
    const english = (venue: Record<string, unknown>) =>
      renderMail(
        { template: 'event_changed', locale: 'sr_cyrillic', data: { ...changed, ...venue } },
        'https://z.example',
      ).text;
    // The previous venue had no Serbian name.
    const noSerbianBefore = english({
      previous: { ...changed.previous, venue_name_sr_cyrl: null },
    });
    expect(noSerbianBefore).toContain('Parish hall');
    expect(noSerbianBefore).toContain('Порта цркве, 12 Main St');
    // Moved to "Church yard" with the old Serbian name left on it: the new one in English.
    const stale = english({ names: { ...changed.names, venue_name_sr_cyrl: 'Парохијски дом' } });
    expect(stale).toContain('Church yard, 12 Main St');
    expect(stale).toContain('Парохијски дом.');
  });

  it('names the venue of a cancelled event in Serbian for a Serbian reader', () => {
    const mail = renderMail(
      {
        template: 'event_changed',
        locale: 'sr_cyrillic',
        data: { ...changed, change: 'cancelled', slug: null },
      },
      'https://z.example',
    );
    expect(mail.text).toContain('Парохијски дом');
    expect(mail.text).not.toContain('Parish hall');
  });

  it('tells of a cancellation without a link to the gone page', () => {
    const mail = renderMail(
      {
        template: 'event_changed',
        locale: 'en',
        data: { ...changed, change: 'cancelled', slug: null },
      },
      'https://z.example',
    );
    expect(mail.subject).toBe('Cancelled: Chess <evening>');
    expect(mail.text).toContain('no longer on Zajednica');
    expect(mail.text).not.toContain('/event/chess-evening');
    expect(mail.text).toContain('https://z.example/events');
  });
});
