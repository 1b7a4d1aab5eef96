import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../db/seed/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { type Actors, createActors, signedInActor } from './test-actors.ts';

/** The Users page's SQL: admin_list_users, admin_set_user_role and the audit, per role. */

let server: TestServer;
let actors: Actors;
let confirmed: { id: string; email: string };
let unconfirmed: string;

beforeAll(async () => {
  server = await startTestServer();
  actors = await createActors(server);
  confirmed = await buildUser(server.db, { email: 'jelena@example.com' });
  const { rows } = await server.db.query<{ id: string }>(
    "insert into auth.users (email) values ('waiting@example.com') returning id",
  );
  unconfirmed = rows[0]!.id;
});
afterAll(() => server.close());

const setRole = (actor: keyof Actors, target: string, role: string, granted: boolean) =>
  actors[actor].client.rpc('admin_set_user_role', { target_user: target, role, granted });

async function rolesOf(userId: string) {
  const { rows } = await server.db.query<{ role: string }>(
    'select role from public.user_roles where user_id = $1 order by role',
    [userId],
  );
  return rows.map((row) => row.role);
}

describe('role administration in SQL', () => {
  it('refuses the list, the changes and the audit to visitors, users and editors', async () => {
    const anonList = await actors.anon.client.rpc('admin_list_users', {});
    expect(anonList.status).toBe(401);
    for (const actor of ['owner', 'editor'] as const) {
      const list = await actors[actor].client.rpc('admin_list_users', {});
      expect(list.error).toMatchObject({ code: '42501' });
      expect(list.status).toBe(403);
      const change = await setRole(actor, actors[actor].userId!, 'admin', true);
      expect(change.error).toMatchObject({ code: '42501' });
      const audit = await actors[actor].client.from('user_role_changes').select('*');
      expect(audit.data).toEqual([]);
    }
    expect((await setRole('anon', confirmed.id, 'editor', true)).status).toBe(401);
    // The inner function takes the actor as an argument: the service role's alone.
    for (const actor of ['anon', 'owner', 'editor', 'admin'] as const) {
      const inner = await actors[actor].client.rpc('change_user_role', {
        p_actor: null,
        p_actor_label: 'forged',
        p_target: actors.owner.userId,
        p_role: 'admin',
        p_grant: true,
      });
      expect([401, 403, 404], `${actor}: ${inner.error?.message}`).toContain(inner.status);
    }
    expect(await rolesOf(actors.owner.userId!)).toEqual([]);
    expect(await rolesOf(actors.editor.userId!)).toEqual(['editor']);
    const write = await actors.admin.client
      .from('user_role_changes')
      .insert({ actor_label: 'me', target_email: 'x', role: 'admin', action: 'grant' });
    expect(write.error).not.toBeNull();
  });

  it('lets an admin list and search users with their roles', async () => {
    const { data, error } = await actors.admin.client.rpc('admin_list_users', {
      search: 'JELENA',
    });
    expect(error).toBeNull();
    expect(data).toEqual([
      expect.objectContaining({
        id: confirmed.id,
        email: 'jelena@example.com',
        confirmed: true,
        roles: [],
        total_count: 1,
      }),
    ]);
    const all = await actors.admin.client.rpc('admin_list_users', { page_size: 1000 });
    expect(all.data).toHaveLength(6);
    expect(all.data.find((row: { id: string }) => row.id === unconfirmed)).toMatchObject({
      confirmed: false,
    });
    const tooLong = await actors.admin.client.rpc('admin_list_users', { search: 'x'.repeat(400) });
    expect(tooLong.status).toBe(400);
  });

  it('filters the list by role and finds a person by their name (issue 38)', async () => {
    await server.db.query(`update public.profiles set full_name = 'Јелена Јовић' where id = $1`, [
      confirmed.id,
    ]);
    const list = async (args: Record<string, unknown>) => {
      const { data, error } = await actors.admin.client.rpc('admin_list_users', {
        page_size: 1000,
        ...args,
      });
      expect(error).toBeNull();
      return (data as { id: string }[]).map((row) => row.id);
    };
    expect(await list({ role_filter: 'editor' })).toEqual(
      expect.arrayContaining([actors.editor.userId]),
    );
    expect(await list({ role_filter: 'editor' })).not.toContain(actors.owner.userId);
    expect(await list({ role_filter: 'admin' })).toEqual([actors.admin.userId]);
    const none = await list({ role_filter: 'none' });
    expect(none).toContain(confirmed.id);
    expect(none).not.toContain(actors.editor.userId);
    // By name, in either script.
    expect(await list({ search: 'jelena jovic' })).toEqual([confirmed.id]);
    expect(await list({ search: 'Јовић', role_filter: 'none' })).toEqual([confirmed.id]);
    const bad = await actors.admin.client.rpc('admin_list_users', { role_filter: 'owner' });
    expect(bad.status).toBe(400);
  });

  it('lets an admin grant and revoke, with an audit row readable by admins', async () => {
    expect((await setRole('admin', confirmed.id, 'editor', true)).data).toBe(true);
    expect((await setRole('admin', confirmed.id, 'editor', true)).data).toBe(false);
    expect(await rolesOf(confirmed.id)).toEqual(['editor']);
    expect((await setRole('admin', confirmed.id, 'editor', false)).data).toBe(true);
    expect(await rolesOf(confirmed.id)).toEqual([]);

    const { data, error } = await actors.admin.client
      .from('user_role_changes')
      .select('actor_id, actor_label, target_id, target_email, role, action, created_at')
      .eq('target_email', 'jelena@example.com')
      .order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      expect.objectContaining({
        actor_id: actors.admin.userId,
        actor_label: actors.admin.email,
        target_id: confirmed.id,
        role: 'editor',
        action: 'grant',
      }),
      expect.objectContaining({ role: 'editor', action: 'revoke' }),
    ]);
  });

  it('refuses unconfirmed accounts, unknown roles and users, and the last admin', async () => {
    const pending = await setRole('admin', unconfirmed, 'editor', true);
    expect(pending).toMatchObject({ status: 422, error: { code: 'PT422' } });
    expect(await rolesOf(unconfirmed)).toEqual([]);
    expect((await setRole('admin', confirmed.id, 'owner', true)).status).toBe(400);
    const ghost = await setRole('admin', '00000000-0000-4000-8000-000000000000', 'editor', true);
    expect(ghost.status).toBe(404);

    const self = await setRole('admin', actors.admin.userId!, 'admin', false);
    expect(self).toMatchObject({ status: 409, error: { code: 'PT409' } });
    expect(await rolesOf(actors.admin.userId!)).toEqual(['admin']);

    const second = await signedInActor(server, 'other', ['admin']);
    const handOver = await second.client.rpc('admin_set_user_role', {
      target_user: actors.admin.userId,
      role: 'admin',
      granted: false,
    });
    expect(handOver.data).toBe(true);
    const last = await second.client.rpc('admin_set_user_role', {
      target_user: second.userId,
      role: 'admin',
      granted: false,
    });
    expect(last.status).toBe(409);
  });

  it('bounds how many role changes one admin makes in ten minutes', async () => {
    const busy = await signedInActor(server, 'admin', ['admin']);
    const statuses: number[] = [];
    // Alternating grant and revoke: every call is a change.
    for (let index = 0; index < 62; index += 1) {
      const result = await busy.client.rpc('admin_set_user_role', {
        target_user: confirmed.id,
        role: 'editor',
        granted: index % 2 === 0,
      });
      statuses.push(result.status);
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(60)).toEqual([429, 429]);
  });
});
