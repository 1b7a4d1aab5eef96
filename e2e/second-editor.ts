import type { APIRequestContext } from '@playwright/test';
import { anonKey, createConfirmedUser, expect, type Mailbox } from './auth-fixtures.ts';
import { withTwoFactors } from './two-factor.ts';

/**
 * A second editor next to the demo admin: a confirmed member the admin makes
 * editor, signed in with two-step sign-in (decision 018), with `fullName` on
 * their profile. Returns the session as supabase-js stores it.
 */
export async function secondEditor(
  request: APIRequestContext,
  mailbox: Mailbox,
  adminSession: string,
  fullName: string,
): Promise<string> {
  const key = await anonKey(request);
  const adminToken = (JSON.parse(adminSession) as { access_token: string }).access_token;
  const editor = await createConfirmedUser(request, mailbox, 'editor');
  const user = editor.session.user as { id: string };
  const grant = await request.post('/rest/v1/rpc/admin_set_user_role', {
    headers: { apikey: key, Authorization: `Bearer ${adminToken}` },
    data: { target_user: user.id, role: 'editor', granted: true },
  });
  expect(grant.ok(), await grant.text()).toBe(true);
  const session = (await withTwoFactors(request, JSON.stringify(editor.session))).session;
  const token = (JSON.parse(session) as { access_token: string }).access_token;
  const named = await request.patch(`/rest/v1/profiles?id=eq.${user.id}`, {
    headers: { apikey: key, Authorization: `Bearer ${token}` },
    data: { full_name: fullName },
  });
  expect(named.ok(), await named.text()).toBe(true);
  return session;
}
