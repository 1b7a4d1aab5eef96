import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/template-database.ts';
import { mailClassOf, mailClassPriority } from './mail-classes.ts';
import { mailPrioritySql, mailPrioritySqlPath } from './mail-priority-sql.ts';
import { mailClasses } from './mail-registry.ts';
import { mailTemplates } from './mail-registry.ts';

/**
 * Every template has one declared class (define-mail.ts, mail-registry.ts), and the database's classification
 * of outbox rows (public.mail_priority, db/functions/mail_priority.sql) agrees with it (issue 34).
 */

let shared: TestDatabase;
beforeAll(async () => {
  shared = await createTestDatabase();
});
afterAll(() => shared.close());

const templates = Object.keys(mailTemplates).sort();

describe('mail classes', () => {
  it('put exactly the sign-in, account-recovery and account-change mail first', () => {
    const account = templates.filter((template) => mailClasses[template] === 'account');
    expect(account).toEqual([
      'account_deleted',
      'account_email_changed',
      'account_password_changed',
      'confirm_signup',
      'email_change',
      'email_change_current',
      'existing_account',
      'invite',
      'magiclink',
      'reauthentication',
      'recovery',
    ]);
    // Mail anyone can cause about someone else is never account mail.
    for (const template of [
      'content_report',
      'creator_report',
      'editor_contact_message',
      'condolence_confirm',
      'condolence_received',
      'creator_claim',
      'newsletter_confirm',
    ]) {
      expect(mailClassOf(template), template).toBe('notification');
    }
    expect(mailClassOf('a_template_nobody_declared')).toBe('notification');
  });

  it('are written to db/functions/mail_priority.sql (run `npm run db:types` after changing one)', () => {
    expect(readFileSync(mailPrioritySqlPath, 'utf8')).toBe(mailPrioritySql());
  });

  it('are what the database stores as each row’s priority', async () => {
    const { rows } = await shared.db.query<{ template: string; priority: number }>(
      `select template, public.mail_priority(template) as priority
       from unnest($1::text[]) as template`,
      [[...templates, 'a_template_nobody_declared']],
    );
    const expected = [...templates, 'a_template_nobody_declared'].map((template) => ({
      template,
      priority: mailClassPriority[mailClassOf(template)],
    }));
    expect(rows).toEqual(expected);
  });

  it('store a known locale with each mail, whatever the caller sent', async () => {
    const { rows } = await shared.db.query<{ locale: string }>(
      `insert into public.mail_outbox (to_address, template, locale, data)
       values ('a@example.com', 'recovery', repeat('x', 1250), '{}'),
              ('b@example.com', 'recovery', 'sr_latin', '{}')
       returning locale`,
    );
    expect(rows).toEqual([{ locale: 'en' }, { locale: 'sr_latin' }]);
    await shared.db.query('delete from public.mail_outbox');
  });

  it('let only the server queue editor notices (no visitor can fill a digest through /rpc)', async () => {
    const { rows } = await shared.db.query<{ role: string; allowed: boolean }>(
      `select role, has_function_privilege(role,
         'public.queue_editor_notice(text, uuid, text, text, text)', 'execute') as allowed
       from unnest(array['anon', 'authenticated', 'service_role']) as role`,
    );
    expect(rows).toEqual([
      { role: 'anon', allowed: false },
      { role: 'authenticated', allowed: false },
      { role: 'service_role', allowed: true },
    ]);
  });
});
