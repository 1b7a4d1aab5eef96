import { describe, expect, it } from 'vitest';
import { renderMail } from '../../render-mail.ts';

/** The invitation to run an organization (organization-invite.ts, 0830). */

const invitation = {
  name: 'St. Sava <Parish>',
  names: { name_sr_cyrl: 'Парохија Светог Саве' },
  slug: 'st-sava',
  inviter: 'Mira Petrović',
  token: 'a1b2c3',
};

describe('organization_invite', () => {
  it('names the organization and the inviter, with the link, escaped', () => {
    const mail = renderMail(
      { template: 'organization_invite', locale: 'en', data: invitation },
      'https://z.example',
    );
    expect(mail.subject).toBe('Invitation: help run "St. Sava <Parish>"');
    expect(mail.text).toContain('Mira Petrović invites you');
    expect(mail.text).toContain('https://z.example/organizations/invite?token=a1b2c3');
    expect(mail.text).toContain('seven days');
    expect(mail.html).not.toContain('<Parish>');
  });

  it('is written in Cyrillic for a Cyrillic reader and in Latin for a Latin one', () => {
    const cyrillic = renderMail(
      { template: 'organization_invite', locale: 'sr_cyrillic', data: invitation },
      'https://z.example',
    );
    expect(cyrillic.subject).toBe('Позив: помозите у вођењу странице „Парохија Светог Саве“');
    expect(cyrillic.text).toContain('Прихвати позив');
    const latin = renderMail(
      { template: 'organization_invite', locale: 'sr_latin', data: invitation },
      'https://z.example',
    );
    expect(latin.subject).toBe('Poziv: pomozite u vođenju stranice „Parohija Svetog Save“');
  });

  it('still reads well without the inviter’s name', () => {
    const mail = renderMail(
      { template: 'organization_invite', locale: 'en', data: { ...invitation, inviter: '' } },
      'https://z.example',
    );
    expect(mail.text).toContain('One of its admins invites you');
  });
});

describe('organization_admin_removed', () => {
  const removed = { ...invitation, published: true };
  it('says what changed, with the page, in each language', () => {
    const mail = renderMail(
      { template: 'organization_admin_removed', locale: 'en', data: removed },
      'https://z.example',
    );
    expect(mail.subject).toBe('You are no longer an admin of "St. Sava <Parish>"');
    expect(mail.text).toContain('https://z.example/org/st-sava');
    expect(mail.html).not.toContain('<Parish>');
    const cyrillic = renderMail(
      { template: 'organization_admin_removed', locale: 'sr_cyrillic', data: removed },
      'https://z.example',
    );
    expect(cyrillic.subject).toBe('Више нисте администратор странице „Парохија Светог Саве“');
    const latin = renderMail(
      { template: 'organization_admin_removed', locale: 'sr_latin', data: removed },
      'https://z.example',
    );
    expect(latin.subject).toBe('Više niste administrator stranice „Parohija Svetog Save“');
  });

  it('has no link to a page that is not public', () => {
    const mail = renderMail(
      {
        template: 'organization_admin_removed',
        locale: 'en',
        data: { ...removed, published: false },
      },
      'https://z.example',
    );
    expect(mail.text).not.toContain('/org/st-sava');
  });
});

describe('organization_calendar_failing', () => {
  const failing = {
    name: 'St. Sava <Parish>',
    names: { name_sr_cyrl: 'Парохија Светог Саве' },
    slug: 'st-sava',
    reason: 'timeout',
    last_success_at: '2026-12-01T13:30:00Z',
    timezone: 'America/Toronto',
  };

  it('says why, since when and where to look, escaped', () => {
    const mail = renderMail(
      { template: 'organization_calendar_failing', locale: 'en', data: failing },
      'https://z.example',
    );
    expect(mail.subject).toBe('The calendar of “St. Sava <Parish>” stopped updating');
    expect(mail.text).toContain('The reason: The calendar server took too long to answer.');
    // The last success in the organization's city's time (13:30 UTC is 8:30 in Toronto).
    expect(mail.text).toMatch(/Last fetched successfully: December 1, 2026,? (at )?8:30/);
    expect(mail.text).toContain('https://z.example/org/st-sava/manage');
    expect(mail.html).not.toContain('<Parish>');
  });

  it('is written in Cyrillic for a Cyrillic reader and in Latin for a Latin one', () => {
    const cyrillic = renderMail(
      { template: 'organization_calendar_failing', locale: 'sr_cyrillic', data: failing },
      'https://z.example',
    );
    expect(cyrillic.subject).toBe(
      'Календар организације „Парохија Светог Саве“ више се не ажурира',
    );
    expect(cyrillic.text).toContain('Разлог: Сервер календара је предуго одговарао.');
    expect(cyrillic.text).toContain('Последње успешно преузимање: 1. децембар 2026. 08:30.');
    expect(cyrillic.text).toContain('Отвори страницу за управљање');
    const latin = renderMail(
      { template: 'organization_calendar_failing', locale: 'sr_latin', data: failing },
      'https://z.example',
    );
    expect(latin.subject).toBe('Kalendar organizacije „Parohija Svetog Save“ više se ne ažurira');
  });

  it('says "never" when the calendar never came through', () => {
    const never = { ...failing, last_success_at: null, reason: 'not_calendar' };
    const mail = renderMail(
      { template: 'organization_calendar_failing', locale: 'en', data: never },
      'https://z.example',
    );
    expect(mail.text).toContain('The calendar has never been fetched successfully.');
    expect(mail.text).toContain('does not return a calendar (ICS)');
    const cyrillic = renderMail(
      { template: 'organization_calendar_failing', locale: 'sr_cyrillic', data: never },
      'https://z.example',
    );
    expect(cyrillic.text).toContain('Календар још ниједном није успешно преузет.');
  });
});
