import { describe, expect, it } from 'vitest';
import { mails } from '../../mail-registry.ts';
import { renderMail } from '../../render-mail.ts';

const site = 'https://zajednica.example';

describe('creator mail templates', () => {
  it('render every template in English and Serbian Cyrillic', () => {
    const templates = mails
      .map((mail) => mail.name)
      .filter((name) => name.startsWith('creator_') || name === 'editor_submission');
    expect(templates).toHaveLength(10);
    for (const template of templates) {
      for (const locale of ['en', 'sr_cyrillic']) {
        const mail = renderMail(
          { template, locale, data: { name: 'Maja', title: 'Maja', table: 'creators' } },
          site,
        );
        expect(mail.subject.length, template).toBeGreaterThan(5);
        if (locale === 'sr_cyrillic') expect(mail.text, template).toMatch(/[А-Яа-яЂђЈјЉљЊњЋћЏџ]/);
      }
    }
  });

  it('link editors to the admin page and claimants to the verify page', () => {
    const notice = renderMail(
      {
        template: 'editor_submission',
        locale: 'en',
        data: { table: 'creators', id: 'c1', title: 'Maja' },
      },
      site,
    );
    expect(notice.text).toContain(`${site}/admin?tab=creators&item=c1`);
    const link = `${site}/creators/verify-claim?token=abc`;
    const claim = renderMail({ template: 'creator_claim', locale: 'en', data: { link } }, site);
    expect(claim.text).toContain(link);
  });

  it('set Reply-To of a contact message to the sender, and show the message', () => {
    const mail = renderMail(
      {
        template: 'creator_contact',
        locale: 'en',
        data: { sender_name: 'Ana', reply_to: 'ana@example.com', message: 'Hello <b>there</b>' },
      },
      site,
    );
    expect(mail.replyTo).toBe('ana@example.com');
    expect(mail.text).toContain('Hello <b>there</b>');
    expect(mail.html).toContain('Hello &lt;b&gt;there&lt;/b&gt;');
  });
});
