import { describe, expect, it } from 'vitest';
import { renderMail } from './render-mail.ts';

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
      expect(mail.text).toContain('Anonymous user');
      expect(mail.text).toContain('https://z.example/org/kolo-ensemble');
      expect(mail.html).not.toContain('<Ensemble>');
    }
    const sr = renderMail({ template: 'content_report', locale: 'sr', data }, 'https://z.example');
    expect(sr.text).toContain('Организација је пријављена');
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
