import { describe, expect, it } from 'vitest';
import { renderMail } from '../../render-mail.ts';

/** The newsletter's confirmation mail in the three languages (the digest: compose-digest.test.ts). */

const site = 'https://zajednica.example';
const confirmUrl = `${site}/newsletter/confirm?token=abc`;

describe('the newsletter confirmation mail', () => {
  it('is written in English, Serbian Cyrillic and Serbian Latin, with the link and no unsubscribe header', () => {
    const subjects = ['en', 'sr_cyrillic', 'sr_latin'].map((language) => {
      const mail = renderMail(
        {
          template: 'newsletter_confirm',
          locale: language,
          data: { language, confirm_url: confirmUrl },
        },
        site,
      );
      expect(mail.text, language).toContain(confirmUrl);
      expect(mail.html, language).toContain(`href="${confirmUrl}"`);
      expect(mail.headers, language).toBeUndefined();
      return mail.subject;
    });
    expect(subjects).toEqual([
      'Confirm your Zajednica newsletter subscription',
      'Потврдите претплату на билтен Заједнице',
      'Potvrdite pretplatu na bilten Zajednice',
    ]);
  });
});

describe('the contact page message to editors', () => {
  it('replies to the sender, in the editor language', () => {
    const data = { full_name: 'Ana', email: 'ana@example.com', subject: 'Hi', message: 'Text' };
    const english = renderMail({ template: 'editor_contact_message', locale: 'en', data }, site);
    const serbian = renderMail(
      { template: 'editor_contact_message', locale: 'sr_cyrillic', data },
      site,
    );
    expect(english.replyTo).toBe('ana@example.com');
    expect(serbian.replyTo).toBe('ana@example.com');
    expect(english.subject).toBe('Contact page message: Hi');
    expect(serbian.subject).toBe('Порука са странице Контакт: Hi');
    expect(english.text).toContain('From: Ana <ana@example.com>');
  });
});
