import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../db/seed/factories.ts';
import { renderMail } from '../mail/render-mail.ts';
import { outboxTo } from '../test/outbox.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { createActors, type Actors } from './test-actors.ts';

/**
 * Issue 38, account notices (0701): a member is mailed when their password
 * or email address changes and when a role is granted or removed, in the
 * language they chose for their mail. Changes made through the real APIs:
 * the admin API with the service-role key, admin_set_user_role as an admin.
 */

let server: TestServer;
let actors: Actors;

beforeAll(async () => {
  server = await startTestServer();
  actors = await createActors(server);
});
afterAll(() => server.close());

const site = 'https://zajednica.example';

async function mailsTo(address: string, template: string) {
  const { rows } = await server.db.query<{ locale: string; data: Record<string, unknown> }>(
    `select locale, data from public.mail_outbox where lower(to_address) = lower($1)
       and template = $2 order by created_at`,
    [address, template],
  );
  return rows.map((row) => ({ ...row, template }));
}

describe('account notices', () => {
  it('tells the member of a new password and a new address, in their mail language', async () => {
    const member = await buildUser(server.db, { email: `notice-${Date.now()}@example.com` });
    const admin = server.serviceClient().auth.admin;
    expect(
      (await admin.updateUserById(member.id, { user_metadata: { language: 'sr_cyrillic' } })).error,
    ).toBeNull();
    // The first password of an account made without one is no change to tell.
    expect(
      (await admin.updateUserById(member.id, { password: 'a first long password' })).error,
    ).toBeNull();
    expect(
      (await admin.updateUserById(member.id, { password: 'another long password' })).error,
    ).toBeNull();
    const password = await mailsTo(member.email, 'account_password_changed');
    expect(password).toHaveLength(1);
    expect(password.at(-1)!.locale).toBe('sr_cyrillic');
    const cyrillic = renderMail(password.at(-1)!, site);
    expect(cyrillic.subject).toBe('Лозинка вашег налога је промењена');
    expect(cyrillic.text).toContain(member.email);
    const latin = renderMail({ ...password.at(-1)!, locale: 'sr_latin' }, site);
    expect(latin.subject).toBe('Lozinka vašeg naloga je promenjena');
    expect(renderMail({ ...password.at(-1)!, locale: 'en' }, site).subject).toBe(
      'Your password was changed',
    );

    const newEmail = `moved-${Date.now()}@example.com`;
    expect(
      (await admin.updateUserById(member.id, { email: newEmail, email_confirm: true })).error,
    ).toBeNull();
    const moved = await mailsTo(member.email, 'account_email_changed');
    expect(moved).toHaveLength(1);
    expect(moved[0]!.data).toEqual({ old_email: member.email, new_email: newEmail });
    expect(renderMail(moved[0]!, site).text).toContain(newEmail);
    expect(await outboxTo(server.db, newEmail)).toEqual([]);
  });

  it('tells a person their role was granted and removed', async () => {
    const person = await buildUser(server.db, { email: `role-${Date.now()}@example.com` });
    const grant = await actors.admin.client.rpc('admin_set_user_role', {
      target_user: person.id,
      role: 'editor',
      granted: true,
    });
    expect(grant.error).toBeNull();
    const revoke = await actors.admin.client.rpc('admin_set_user_role', {
      target_user: person.id,
      role: 'editor',
      granted: false,
    });
    expect(revoke.error).toBeNull();
    const mails = await mailsTo(person.email, 'account_role_changed');
    expect(mails.map((mail) => mail.data)).toEqual([
      { role: 'editor', action: 'grant' },
      { role: 'editor', action: 'revoke' },
    ]);
    expect(mails[0]!.locale).toBe('en');
    expect(renderMail(mails[0]!, site).subject).toBe('You were made editor');
    expect(renderMail({ ...mails[1]!, locale: 'sr_cyrillic' }, site).subject).toBe(
      'Улога је уклоњена: уредник',
    );
    // A member cannot grant themselves anything, so nothing is mailed for it.
    const self = await actors.owner.client.rpc('admin_set_user_role', {
      target_user: actors.owner.userId,
      role: 'admin',
      granted: true,
    });
    expect(self.error).not.toBeNull();
    expect(await mailsTo(actors.owner.email!, 'account_role_changed')).toEqual([]);
  });
});
