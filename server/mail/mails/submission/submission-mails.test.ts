import { describe, expect, it } from 'vitest';
import { mails } from '../../mail-registry.ts';
import { renderMail } from '../../render-mail.ts';

const site = 'https://zajednica.example';
/** The six mails to a submission's author (submission-shared.ts), all named submission_*. */
const templates = mails.map((mail) => mail.name).filter((name) => name.startsWith('submission_'));
const data = { table: 'events', id: 'x', title: 'Vidovdan picnic', slug: 'vidovdan', note: '' };

describe('submission decision mail templates', () => {
  it('render every template in English and Serbian Cyrillic, as text and HTML', () => {
    expect(templates).toHaveLength(6);
    for (const template of templates) {
      const english = renderMail({ template, locale: 'en', data }, site);
      expect(english.subject, template).toContain('Vidovdan picnic');
      expect(english.html, template).toContain('<html lang="en">');
      const serbian = renderMail({ template, locale: 'sr_cyrillic', data }, site);
      expect(serbian.text, template).toMatch(/[А-Яа-яЂђЈјЉљЊњЋћЏџ]/);
      expect(serbian.html, template).toContain('„Vidovdan picnic“');
    }
  });

  it('name a memorial’s person in Cyrillic in a Serbian mail and as written in English', () => {
    const memorial = { ...data, table: 'memorials', title: 'Desanka Petrović' };
    for (const template of templates) {
      const serbian = renderMail({ template, locale: 'sr_cyrillic', data: memorial }, site);
      expect(serbian.subject, template).toContain('Десанка Петровић');
      const english = renderMail({ template, locale: 'en', data: memorial }, site);
      expect(english.subject, template).toContain('Desanka Petrović');
    }
  });

  it('quote the editor’s note and link a sent-back draft to the dashboard', () => {
    const mail = renderMail(
      {
        template: 'submission_sent_back',
        locale: 'en',
        data: { ...data, note: 'Please add <the> time.' },
      },
      site,
    );
    expect(mail.text).toContain("The editor's note: Please add <the> time.");
    expect(mail.html).toContain('Please add &lt;the&gt; time.');
    expect(mail.text).toContain(`${site}/dashboard?tab=events&item=x`);
    expect(mail.html).toContain(`href="${site}/dashboard?tab=events&amp;item=x"`);
  });

  it('give the reason of a rejection and link to the item on the dashboard', () => {
    for (const [locale, reason] of [
      ['en', 'The reason: Not a community event.'],
      ['sr_cyrillic', 'Разлог: Not a community event.'],
      ['sr_latin', 'Razlog: Not a community event.'],
    ] as const) {
      const mail = renderMail(
        {
          template: 'submission_rejected',
          locale,
          data: { ...data, note: 'Not a community event.' },
        },
        site,
      );
      expect(mail.text).toContain(reason);
      expect(mail.text).toContain(`${site}/dashboard?tab=events&item=x`);
    }
  });

  it('link a published item to its public page', () => {
    const mail = renderMail({ template: 'submission_published', locale: 'sr', data }, site);
    expect(mail.text).toContain(`${site}/event/vidovdan`);
  });
});
