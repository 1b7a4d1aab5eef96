import { describe, expect, it } from 'vitest';
import { renderMail } from '../../render-mail.ts';

describe('condolence mail', () => {
  it('gives the visitor the confirmation link in their language', () => {
    const data = { link: 'https://z.example/condolences/confirm?token=abc' };
    const en = renderMail(
      { template: 'condolence_confirm', locale: 'en', data },
      'https://z.example',
    );
    expect(en.subject).toBe('Confirm your condolence');
    expect(en.text).toContain('https://z.example/condolences/confirm?token=abc');
    const sr = renderMail(
      { template: 'condolence_confirm', locale: 'sr_cyrillic', data },
      'https://z.example',
    );
    expect(sr.subject).toBe('Потврдите своје саучешће');
    expect(sr.text).toContain('https://z.example/condolences/confirm?token=abc');
  });

  it("tells the submitter who wrote what, escaped, with a link to their dashboard's tab", () => {
    const data = {
      name: 'Milorad <b>',
      slug: 'milorad',
      author: 'Mira',
      message: 'Rest in peace.',
    };
    const mail = renderMail(
      { template: 'condolence_received', locale: 'en', data },
      'https://z.example',
    );
    expect(mail.subject).toBe('New condolence: Milorad <b>');
    expect(mail.text).toContain('Mira left a condolence');
    expect(mail.text).toContain('Rest in peace.');
    expect(mail.text).toContain('https://z.example/dashboard?tab=condolences');
    expect(mail.html).not.toContain('<b>');
  });

  it('tells the writer their condolence is published, in their language, with the memorial', () => {
    const data = { name: 'Milorad Petrović', slug: 'milorad-petrovic' };
    const english = renderMail(
      { template: 'condolence_published', locale: 'en', data },
      'https://z.example',
    );
    expect(english.subject).toBe('Your condolence was published: Milorad Petrović');
    expect(english.text).toContain('https://z.example/inmemoriam/milorad-petrovic');
    const cyrillic = renderMail(
      { template: 'condolence_published', locale: 'sr_cyrillic', data },
      'https://z.example',
    );
    expect(cyrillic.subject).toBe('Ваше саучешће је објављено: Милорад Петровић');
    const latin = renderMail(
      { template: 'condolence_published', locale: 'sr_latin', data },
      'https://z.example',
    );
    expect(latin.subject).toBe('Vaše saučešće je objavljeno: Milorad Petrović');
  });
});
