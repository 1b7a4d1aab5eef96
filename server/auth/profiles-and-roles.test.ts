import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { signInWithTwoFactors } from '../test/two-factor-sign-in.ts';
import { grantRole } from './user-admin.ts';

/** RLS of public.profiles, public.user_roles and the role functions, as anon and authenticated (never as owner). */

const password = 'a long enough passphrase 42';
let server: TestServer;
const people: Record<string, { client: SupabaseClient; id: string }> = {};
const passwordOnly: Record<string, SupabaseClient> = {};

beforeAll(async () => {
  server = await startTestServer({ AUTH_AUTOCONFIRM: 'true' });
  for (const name of ['reader', 'other', 'editor', 'admin']) {
    const client = server.client();
    const { data, error } = await client.auth.signUp({
      email: `${name}@example.com`,
      password,
      options: { data: { full_name: `Full ${name}` } },
    });
    if (error) throw error;
    people[name] = { client, id: data.user!.id };
  }
  await grantRole(server.db, 'editor@example.com', 'editor');
  await grantRole(server.db, 'admin@example.com', 'admin');
  // Staff act with two factors (decision 018); their password-only sessions are kept apart.
  for (const name of ['editor', 'admin']) {
    const person = people[name]!;
    passwordOnly[name] = person.client;
    const { session } = await signInWithTwoFactors(server, {
      id: person.id,
      email: `${name}@example.com`,
    });
    people[name] = { client: server.client({ accessToken: session.access_token }), id: person.id };
  }
});
afterAll(() => server.close());

describe('profiles', () => {
  it('are created for every new user with the full name from sign-up', async () => {
    const { data } = await people.reader!.client.from('profiles').select('id, full_name');
    expect(data).toEqual([{ id: people.reader!.id, full_name: 'Full reader' }]);
  });

  it('are hidden from anon and from other users', async () => {
    const anon = await server.client().from('profiles').select('id');
    expect(anon.data ?? []).toEqual([]);
    const other = await people
      .other!.client.from('profiles')
      .select('id')
      .eq('id', people.reader!.id);
    expect(other.data).toEqual([]);
  });

  it('let the owner change their full name, and nothing else, and nobody else change it', async () => {
    const own = await people
      .reader!.client.from('profiles')
      .update({ full_name: 'Renamed' })
      .eq('id', people.reader!.id)
      .select('full_name');
    expect(own.data).toEqual([{ full_name: 'Renamed' }]);

    const id = await people
      .reader!.client.from('profiles')
      .update({ id: people.other!.id })
      .eq('id', people.reader!.id);
    expect(id.error).not.toBeNull();

    await people
      .other!.client.from('profiles')
      .update({ full_name: 'Hacked' })
      .eq('id', people.reader!.id);
    const { data } = await people.reader!.client.from('profiles').select('full_name');
    expect(data).toEqual([{ full_name: 'Renamed' }]);

    const insert = await people.other!.client.from('profiles').insert({ id: people.other!.id });
    expect(insert.error).not.toBeNull();
    const remove = await people
      .reader!.client.from('profiles')
      .delete()
      .eq('id', people.reader!.id);
    expect(remove.error).not.toBeNull();
  });
});

describe('user_roles', () => {
  it('are readable by the user themself only', async () => {
    const own = await people.admin!.client.from('user_roles').select('role');
    expect(own.data).toEqual([{ role: 'admin' }]);
    const others = await people.reader!.client.from('user_roles').select('role');
    expect(others.data).toEqual([]);
    const anon = await server.client().from('user_roles').select('role');
    expect(anon.data ?? []).toEqual([]);
  });

  it('cannot be granted by a user, not even by an admin through the API', async () => {
    const self = await people
      .reader!.client.from('user_roles')
      .insert({ user_id: people.reader!.id, role: 'admin' });
    expect(self.error).not.toBeNull();
    const byAdmin = await people
      .admin!.client.from('user_roles')
      .insert({ user_id: people.other!.id, role: 'editor' });
    expect(byAdmin.error).not.toBeNull();
    const removeOwn = await people
      .admin!.client.from('user_roles')
      .delete()
      .eq('user_id', people.admin!.id)
      .select();
    expect(removeOwn.error?.code).toBe('42501');
    expect((await people.admin!.client.rpc('is_admin')).data).toBe(true);
  });
});

describe('is_admin() and is_editor()', () => {
  it('answer for the caller; admin implies editor', async () => {
    const answers: Record<string, [unknown, unknown]> = {};
    for (const [name, person] of Object.entries(people)) {
      answers[name] = [
        (await person.client.rpc('is_admin')).data,
        (await person.client.rpc('is_editor')).data,
      ];
    }
    expect(answers).toEqual({
      reader: [false, false],
      other: [false, false],
      editor: [false, true],
      admin: [true, true],
    });
    // Signed in with a password only, staff keep their role but not its rights.
    for (const [name, client] of Object.entries(passwordOnly)) {
      expect((await client.rpc('is_editor')).data).toBe(false);
      expect((await client.rpc('is_admin')).data).toBe(false);
      expect((await client.rpc('my_staff_role')).data).toBe(name);
    }
    const anon = server.client();
    expect((await anon.rpc('is_admin')).data).toBe(false);
    expect((await anon.rpc('is_editor')).data).toBe(false);
  });
});
