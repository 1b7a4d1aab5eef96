import { describe, expect, it } from 'vitest';
import { renderMail } from '../../render-mail.ts';

/** The account notices (0701) in the three languages: Cyrillic, its Latin, English. */

const site = 'https://zajednica.example';
const cases = [
  {
    template: 'account_password_changed',
    data: { email: 'ana@example.com' },
    link: `${site}/forgot-password`,
  },
  {
    template: 'account_email_changed',
    data: { old_email: 'ana@example.com', new_email: 'ana@example.org' },
    link: `${site}/contact`,
  },
  {
    template: 'account_role_changed',
    data: { role: 'admin', action: 'grant' },
    link: `${site}/dashboard`,
  },
  {
    template: 'account_role_changed',
    data: { role: 'editor', action: 'revoke' },
    link: `${site}/dashboard`,
  },
];

describe('account notices', () => {
  it.each(cases)(
    '$template ($data.action) reads in each language with its link',
    ({ template, data, link }) => {
      const english = renderMail({ template, locale: 'en', data }, site);
      const cyrillic = renderMail({ template, locale: 'sr_cyrillic', data }, site);
      const latin = renderMail({ template, locale: 'sr_latin', data }, site);
      for (const mail of [english, cyrillic, latin]) {
        expect(mail.text).toContain(link);
        expect(mail.subject.length).toBeGreaterThan(10);
      }
      expect(english.text).not.toMatch(/[\u0400-\u04ff]/);
      expect(cyrillic.subject).toMatch(/[\u0400-\u04ff]/);
      expect(latin.text).not.toMatch(/[\u0400-\u04ff]/);
    },
  );

  it('names the addresses and the role', () => {
    const moved = renderMail(
      { template: 'account_email_changed', locale: 'sr_latin', data: cases[1]!.data },
      site,
    );
    expect(moved.text).toContain('ana@example.com');
    expect(moved.text).toContain('ana@example.org');
    const granted = renderMail(
      { template: 'account_role_changed', locale: 'sr_cyrillic', data: cases[2]!.data },
      site,
    );
    expect(granted.subject).toBe('Добили сте улогу: администратор');
    expect(
      renderMail({ template: 'account_role_changed', locale: 'en', data: cases[3]!.data }, site)
        .subject,
    ).toBe('Your editor role was removed');
  });
});
