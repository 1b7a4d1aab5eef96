import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization } from '../../db/seed/factories.ts';
import { outboxTo } from '../test/outbox.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { createActors, signedInActor, type Actor, type Actors } from './test-actors.ts';
import { storedRow } from './test-rows.ts';

/**
 * Issue 38, delete my account (0703): confirmed by typing the address, in
 * one transaction; published items kept without a name or removed, as the
 * member chooses; everything else removed; nobody else touched.
 */

let server: TestServer;
let actors: Actors;

beforeAll(async () => {
  server = await startTestServer();
  actors = await createActors(server);
});
afterAll(() => server.close());

async function memberWithItems(name: 'owner' | 'other') {
  const member = await signedInActor(server, name);
  const published = await buildOrganization(server.db, {
    author_id: member.userId,
    status: 'published',
    name_en: `Published by ${member.email}`,
  });
  const pending = randomUUID();
  const inserted = await member.client
    .from('organizations')
    .insert({ id: pending, name_en: 'Waiting', category: 'culture', city_tag: 'toronto' });
  expect(inserted.error).toBeNull();
  return { member, published: published.id, pending };
}

const accountExists = async (member: Actor) =>
  (await server.db.query('select 1 from auth.users where id = $1', [member.userId])).rows.length ===
  1;

describe('delete_my_account', () => {
  it('keeps published items without a name, removes the rest and the account', async () => {
    const { member, published, pending } = await memberWithItems('owner');
    const bystander = await buildOrganization(server.db, {
      author_id: actors.other.userId,
      status: 'pending_review',
    });
    const wrong = await member.client.rpc('delete_my_account', {
      keep_published: true,
      confirm_email: 'someone@example.com',
    });
    expect(wrong.error?.code).toBe('22023');
    expect(await accountExists(member)).toBe(true);
    expect(await outboxTo(server.db, member.email!)).toEqual([
      expect.objectContaining({ template: 'submission_received' }),
    ]);

    const done = await member.client.rpc('delete_my_account', {
      keep_published: true,
      confirm_email: member.email!.toUpperCase(),
    });
    expect(done).toMatchObject({ error: null, data: 'deleted_kept_published' });
    expect(await accountExists(member)).toBe(false);
    expect(await storedRow(server.db, 'organizations', published)).toMatchObject({
      status: 'published',
      author_id: null,
    });
    expect(await storedRow(server.db, 'organizations', pending)).toBeUndefined();
    expect(await storedRow(server.db, 'profiles', member.userId!)).toBeUndefined();
    expect(await storedRow(server.db, 'organizations', bystander.id)).toBeDefined();
    // The member is told, in their mail language, what happened (issue 38).
    const confirmation = (await outboxTo(server.db, member.email!)).at(-1);
    expect(confirmation).toMatchObject({
      template: 'account_deleted',
      locale: 'en',
      data: { email: member.email, kept_published: true },
    });
  });

  it('removes the published items too when the member chooses so', async () => {
    const { member, published, pending } = await memberWithItems('other');
    const done = await member.client.rpc('delete_my_account', {
      keep_published: false,
      confirm_email: member.email,
    });
    expect(done).toMatchObject({ error: null, data: 'deleted_all' });
    expect(await storedRow(server.db, 'organizations', published)).toBeUndefined();
    expect(await storedRow(server.db, 'organizations', pending)).toBeUndefined();
    expect(await accountExists(member)).toBe(false);
  });

  it('refuses a visitor and the last administrator', async () => {
    const visitor = await actors.anon.client.rpc('delete_my_account', {
      keep_published: true,
      confirm_email: 'x@example.com',
    });
    expect(visitor.error?.code).toBe('42501');
    await server.db.query(`delete from public.user_roles where role = 'admin' and user_id <> $1`, [
      actors.admin.userId,
    ]);
    const lastAdmin = await actors.admin.client.rpc('delete_my_account', {
      keep_published: true,
      confirm_email: actors.admin.email,
    });
    expect(lastAdmin.status).toBe(409);
    expect(lastAdmin.error?.message).toBe('The last administrator cannot delete their account.');
    expect(await accountExists(actors.admin)).toBe(true);
  });
});
