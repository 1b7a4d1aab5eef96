import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../db/seed/factories.ts';
import { currentCode } from '../auth/totp.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { signInWithTwoFactors } from '../test/two-factor-sign-in.ts';
import { signedInActor } from './test-actors.ts';
import { insertPendingEvent } from './test-rows.ts';
import { decideSubmission } from '../test/decide.ts';

/**
 * Decision 018: editors and admins moderate only with two factors. The same
 * calls as anon, a member, an editor and an admin signed in with a password
 * only (aal1), and the same editor and admin after a TOTP code (aal2).
 */

let server: TestServer;
const password = 'a long enough test password 9';
type Who = 'anon' | 'member' | 'editorAal1' | 'adminAal1' | 'editorAal2' | 'adminAal2';
const clients = {} as Record<Who, SupabaseClient>;
let memberId: string;

async function passwordOnly(roles: ('editor' | 'admin')[]) {
  const user = await buildUser(server.db, { email: `${randomUUID()}@example.com`, roles });
  await server.serviceClient().auth.admin.updateUserById(user.id, { password });
  const client = server.client();
  const { error } = await client.auth.signInWithPassword({ email: user.email, password });
  expect(error).toBeNull();
  return { user, client };
}

async function withFactor(roles: ('editor' | 'admin')[]) {
  const user = await buildUser(server.db, { email: `${randomUUID()}@example.com`, roles });
  const { session } = await signInWithTwoFactors(server, user, password);
  return server.client({ accessToken: session.access_token });
}

beforeAll(async () => {
  server = await startTestServer();
  clients.anon = server.client();
  const member = await signedInActor(server, 'other');
  memberId = member.userId!;
  clients.member = member.client;
  const editorAal1 = await passwordOnly(['editor']);
  clients.editorAal1 = editorAal1.client;
  clients.adminAal1 = (await passwordOnly(['admin'])).client;
  clients.editorAal2 = await withFactor(['editor']);
  clients.adminAal2 = await withFactor(['admin']);
});
afterAll(() => server.close());

describe('moderation needs aal2', () => {
  it('is_editor() and is_admin() are true only for a role with a two-factor session', async () => {
    const answers: Record<string, [unknown, unknown]> = {};
    for (const who of Object.keys(clients) as Who[]) {
      const editor = await clients[who].rpc('is_editor');
      const admin = await clients[who].rpc('is_admin');
      answers[who] = [editor.data, admin.data];
    }
    expect(answers).toEqual({
      anon: [false, false],
      member: [false, false],
      editorAal1: [false, false],
      adminAal1: [false, false],
      editorAal2: [true, false],
      adminAal2: [true, true],
    });
  });

  it('my_staff_role() tells the app who must set up or enter two factors', async () => {
    expect((await clients.member.rpc('my_staff_role')).data).toBeNull();
    expect((await clients.editorAal1.rpc('my_staff_role')).data).toBe('editor');
    expect((await clients.adminAal1.rpc('my_staff_role')).data).toBe('admin');
    expect((await clients.adminAal2.rpc('my_staff_role')).data).toBe('admin');
    expect((await clients.anon.rpc('my_staff_role')).error?.code).toBe('42501');
  });

  it('queue decisions: only an editor at aal2 publishes a waiting event', async () => {
    const id = await insertPendingEvent(clients.member);
    for (const who of ['anon', 'member', 'editorAal1', 'adminAal1'] as const) {
      const attempt = await decideSubmission(clients[who], 'events', id, 'published');
      expect(attempt.error?.code, who).toBe('42501');
    }
    const publish = await decideSubmission(clients.editorAal2, 'events', id, 'published');
    expect(publish.error).toBeNull();
    const seen = await clients.editorAal2.from('events').select('status').eq('id', id).single();
    expect(seen.data).toEqual({ status: 'published' });
  });

  it('the editor queue, reports and contact messages are hidden at aal1', async () => {
    await insertPendingEvent(clients.member);
    for (const table of ['content_reports', 'contact_messages', 'moderation_log'] as const) {
      const aal1 = await clients.editorAal1.from(table).select('id');
      expect(aal1.data, table).toEqual([]);
      expect((await clients.editorAal2.from(table).select('id')).error, table).toBeNull();
    }
    const waiting = (who: Who) =>
      clients[who].from('events').select('id').eq('status', 'pending_review');
    expect((await waiting('editorAal1')).data).toEqual([]);
    expect((await waiting('editorAal2')).data?.length).toBeGreaterThan(0);
  });

  it('role changes: an admin at aal1 is refused, at aal2 allowed', async () => {
    const refused = await clients.adminAal1.rpc('admin_set_user_role', {
      target_user: memberId,
      role: 'editor',
      granted: true,
    });
    expect(refused.error?.code).toBe('42501');
    const allowed = await clients.adminAal2.rpc('admin_set_user_role', {
      target_user: memberId,
      role: 'editor',
      granted: true,
    });
    expect(allowed.error).toBeNull();
  });

  it('an editor who verifies a code in the same session moderates from then on', async () => {
    const client = clients.editorAal1;
    const enrolled = await client.auth.mfa.enroll({ factorType: 'totp' });
    expect(enrolled.error).toBeNull();
    expect((await client.rpc('is_editor')).data).toBe(false);
    const verified = await client.auth.mfa.challengeAndVerify({
      factorId: enrolled.data!.id,
      code: currentCode(enrolled.data!.totp.secret),
    });
    expect(verified.error).toBeNull();
    expect((await client.rpc('is_editor')).data).toBe(true);
    expect((await client.rpc('my_staff_role')).data).toBe('editor');
  });
});
