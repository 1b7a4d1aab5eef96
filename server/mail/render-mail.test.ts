import { describe, expect, it } from 'vitest';
import { renderMail } from './render-mail.ts';
import { mailTemplates } from './mail-registry.ts';

const link = 'https://zajednica.example/auth/confirm?token_hash=abc&type=signup';

describe('renderMail', () => {
  it('writes every account template in English and Serbian Cyrillic, as text and HTML with the link', () => {
    // The creator, submission, report, condolence-notice, event, newsletter, account-notice and organization templates have their own tests.
    const linkTemplates = Object.keys(mailTemplates).filter(
      (name) =>
        !name.match(
          /creator|editor|submission|report|condolence_received|condolence_published|event_changed|newsletter|existing_account|reauthentication|account_|organization_/,
        ),
    );
    for (const template of linkTemplates) {
      for (const locale of ['en', 'sr_cyrillic']) {
        const mail = renderMail(
          { template, locale, data: { link, new_email: 'new@example.com' } },
          'https://zajednica.example',
        );
        expect(mail.subject.length, template).toBeGreaterThan(5);
        expect(mail.text).toContain(link);
        expect(mail.html).toContain(link.replace('&', '&amp;'));
        expect(mail.text).toContain('https://zajednica.example');
        if (locale === 'sr_cyrillic') expect(mail.text).toMatch(/[А-Яа-яЂђЈјЉљЊњЋћЏџ]/);
      }
    }
  });

  it('writes the reauthentication mail with its code and no link', () => {
    for (const locale of ['en', 'sr_cyrillic']) {
      const mail = renderMail(
        { template: 'reauthentication', locale, data: { code: '482913' } },
        'https://zajednica.example',
      );
      expect(mail.text).toContain('482913');
      expect(mail.html).toContain('482913');
      expect(mail.text).not.toContain('/auth/confirm');
    }
  });

  it('writes the "already have an account" mail with the sign-in and reset pages, no link to confirm', () => {
    for (const locale of ['en', 'sr_cyrillic']) {
      const mail = renderMail(
        {
          template: 'existing_account',
          locale,
          data: {
            login_url: 'https://zajednica.example/login',
            reset_url: 'https://zajednica.example/forgot-password',
          },
        },
        'https://zajednica.example',
      );
      expect(mail.text).toContain('https://zajednica.example/login');
      expect(mail.text).toContain('https://zajednica.example/forgot-password');
      expect(mail.text).not.toContain('/auth/confirm');
      if (locale === 'sr_cyrillic') expect(mail.subject).toBe('Већ имате налог на Заједници');
    }
  });

  it('writes Serbian in the reader’s script (Latin transliterated from the Cyrillic) and English otherwise', () => {
    const mail = (locale: string) =>
      renderMail({ template: 'recovery', locale, data: { link } }, 'https://x.example');
    expect(mail('sr_cyrillic').subject).toBe('Промена лозинке на Заједници');
    expect(mail('sr').subject).toBe('Промена лозинке на Заједници');
    expect(mail('sr_latin').subject).toBe('Promena lozinke na Zajednici');
    expect(mail('sr_latin').text).not.toMatch(/[\u0400-\u04ff]/);
    expect(mail('sr_latin').html).toContain('lang="sr-Latn"');
    expect(mail('sr_cyrillic').text).toContain('Заједница · https://x.example');
    expect(mail('sr_latin').text).toContain('Zajednica · https://x.example');
    expect(mail('sr_latin').text).toContain(link);
    expect(mail('de').subject).toBe('Reset your Zajednica password');
  });

  it('escapes HTML in the data', () => {
    const mail = renderMail(
      { template: 'email_change', locale: 'en', data: { link, new_email: '<b>x</b>@example.com' } },
      'https://x.example',
    );
    expect(mail.html).not.toContain('<b>x</b>');
    expect(mail.html).toContain('&lt;b&gt;x&lt;/b&gt;@example.com');
  });

  it('refuses an unknown template', () => {
    expect(() =>
      renderMail({ template: 'nope', locale: 'en', data: {} }, 'https://x.example'),
    ).toThrow(/nope/);
  });
});
