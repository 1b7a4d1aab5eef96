import { describe, expect, it } from 'vitest';
import { renderMail } from '../../render-mail.ts';

const data = {
  kind: 'organization',
  name: 'Kolo <Ensemble>',
  slug: 'kolo-ensemble',
  reason: 'The phone number is wrong.',
  reporter: 'Anonymous user',
};

describe('content_report', () => {
  it('names the item, the reporter and the reason, and links to the organization', () => {
    for (const locale of ['en', 'sr_cyrillic']) {
      const mail = renderMail({ template: 'content_report', locale, data }, 'https://z.example');
      expect(mail.subject).toContain('Kolo <Ensemble>');
      expect(mail.text).toContain('The phone number is wrong.');
      expect(mail.text).toContain('https://z.example/org/kolo-ensemble');
      expect(mail.html).not.toContain('<Ensemble>');
    }
    const sr = renderMail({ template: 'content_report', locale: 'sr', data }, 'https://z.example');
    expect(sr.text).toContain('Примедба на организацију');
    // The visitor who was not signed in is named in the mail's language, never "Anonymous user".
    expect(sr.text).toContain('Примедба од: посетиоца без налога');
    const en = renderMail({ template: 'content_report', locale: 'en', data }, 'https://z.example');
    expect(en.text).toContain('Reported by: a visitor who was not signed in');
    const latin = renderMail(
      { template: 'content_report', locale: 'sr_latin', data },
      'https://z.example',
    );
    expect(latin.text).toContain('Primedba od: posetioca bez naloga');
    const named = renderMail(
      { template: 'content_report', locale: 'sr', data: { ...data, reporter: 'ana@example.com' } },
      'https://z.example',
    );
    expect(named.text).toContain('Примедба од: ana@example.com');
  });

  it('sends a business report to the directory', () => {
    const mail = renderMail(
      { template: 'content_report', locale: 'en', data: { ...data, kind: 'business' } },
      'https://z.example',
    );
    expect(mail.text).toContain('A business was reported');
    expect(mail.text).toContain('https://z.example/business-directory');
  });
});
