import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization } from '../../db/seed/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { type Actor, type Actors, createActors, signedInActor } from './test-actors.ts';

/**
 * Organizations run by their members (0830) under RLS, as the browser's
 * clients: the submitter is the first admin; admins see their
 * organization's admins and remove them, nobody else does; the last admin
 * does not leave without a replacement. An organization's admin is nobody
 * at another organization.
 */

let server: TestServer;
let actors: Actors;
/** An admin of another organization. */
let stranger: Actor;

beforeAll(async () => {
  server = await startTestServer();
  actors = await createActors(server);
  stranger = await signedInActor(server, 'other');
});
afterAll(() => server.close());

/** An organization submitted by the owner (so the owner is its admin), published. */
async function ownersOrganization() {
  const row = await buildOrganization(server.db, { author_id: actors.owner.userId });
  return String(row.id);
}

async function addAdmin(organization: string, userId: string) {
  await server.db.query(
    'insert into public.organization_admins (organization_id, user_id) values ($1, $2)',
    [organization, userId],
  );
}

async function adminIds(organization: string) {
  const { rows } = await server.db.query<{ user_id: string }>(
    'select user_id::text from public.organization_admins where organization_id = $1 order by user_id',
    [organization],
  );
  return rows.map((row) => row.user_id);
}

const seenBy = async (actor: Actor, organization: string) =>
  (
    await actor.client
      .from('organization_admins')
      .select('user_id')
      .eq('organization_id', organization)
  ).data ?? [];

describe('the first admin', () => {
  it('is the submitter of a new organization, through the API too', async () => {
    const { data, error } = await actors.other.client
      .from('organizations')
      .insert({ name_en: 'Kolo Hamilton', category: 'culture', city_tag: 'toronto' })
      .select('id')
      .single();
    expect(error).toBeNull();
    const id = (data as { id: string }).id;
    expect(await adminIds(id)).toEqual([actors.other.userId]);
    const { data: mine } = await actors.other.client.rpc('is_organization_admin', {
      organization: id,
    });
    expect(mine).toBe(true);
  });

  it('is not made of an organization without a known submitter', async () => {
    const row = await buildOrganization(server.db);
    expect(await adminIds(String(row.id))).toEqual([]);
  });
});

describe('seeing the admins', () => {
  it('is for the organization’s admins and editors only', async () => {
    const organization = await ownersOrganization();
    await addAdmin(organization, actors.other.userId!);
    const other = await buildOrganization(server.db, { author_id: stranger.userId });
    expect(other.id).toBeTruthy();

    expect(await seenBy(actors.owner, organization)).toHaveLength(2);
    expect(await seenBy(actors.other, organization)).toHaveLength(2);
    expect(await seenBy(actors.editor, organization)).toHaveLength(2);
    expect(await seenBy(actors.anon, organization)).toEqual([]);
    expect(await seenBy(stranger, organization)).toEqual([]);
    expect(await seenBy(actors.admin, organization)).toHaveLength(2);

    const { data: list } = await actors.owner.client.rpc('organization_admin_list', {
      organization,
    });
    expect((list as { email: string }[]).map((admin) => admin.email).sort()).toEqual(
      [actors.owner.email, actors.other.email].sort(),
    );
    const { data: hidden } = await stranger.client.rpc('organization_admin_list', {
      organization,
    });
    expect(hidden).toEqual([]);
  });

  it('never by adding oneself: no insert for anyone through the API', async () => {
    const organization = await ownersOrganization();
    for (const actor of [actors.owner, stranger, actors.editor, actors.anon]) {
      const { error } = await actor.client
        .from('organization_admins')
        .insert({ organization_id: organization, user_id: stranger.userId });
      expect(error, actor.name).not.toBeNull();
    }
    expect(await adminIds(organization)).toEqual([actors.owner.userId]);
  });
});

describe('removing an admin', () => {
  it('is done by a co-admin, not by an outsider, an editor or a visitor', async () => {
    const organization = await ownersOrganization();
    await addAdmin(organization, actors.other.userId!);
    for (const actor of [stranger, actors.editor, actors.anon]) {
      const { data } = await actor.client
        .from('organization_admins')
        .delete()
        .eq('organization_id', organization)
        .eq('user_id', actors.other.userId!)
        .select();
      expect(data ?? [], actor.name).toEqual([]);
    }
    expect(await adminIds(organization)).toHaveLength(2);

    const { data, error } = await actors.owner.client
      .from('organization_admins')
      .delete()
      .eq('organization_id', organization)
      .eq('user_id', actors.other.userId!)
      .select();
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect(await adminIds(organization)).toEqual([actors.owner.userId]);
  });

  it('tells a removed co-admin by mail, and nobody who steps down (0912)', async () => {
    const organization = await ownersOrganization();
    const removed = await signedInActor(server, 'other');
    const leaving = await signedInActor(server, 'other');
    await addAdmin(organization, removed.userId!);
    await addAdmin(organization, leaving.userId!);
    const mails = async (email: string | null) =>
      (
        await server.db.query<{ template: string; data: { slug: string } }>(
          `select template, data from public.mail_outbox where to_address = $1`,
          [email],
        )
      ).rows;
    const removal = await actors.owner.client
      .from('organization_admins')
      .delete()
      .eq('organization_id', organization)
      .eq('user_id', removed.userId!);
    expect(removal.error).toBeNull();
    expect(await mails(removed.email)).toEqual([
      expect.objectContaining({ template: 'organization_admin_removed' }),
    ]);
    const stepDown = await leaving.client
      .from('organization_admins')
      .delete()
      .eq('organization_id', organization)
      .eq('user_id', leaving.userId!);
    expect(stepDown.error).toBeNull();
    expect(await mails(leaving.email)).toEqual([]);
  });

  it('refuses the last admin stepping down, until a replacement is there', async () => {
    const organization = await ownersOrganization();
    const alone = await actors.owner.client
      .from('organization_admins')
      .delete()
      .eq('organization_id', organization)
      .eq('user_id', actors.owner.userId!);
    expect(alone.status).toBe(409);
    expect(alone.error?.hint).toBe('last_organization_admin');
    expect(await adminIds(organization)).toEqual([actors.owner.userId]);

    await addAdmin(organization, actors.other.userId!);
    const replaced = await actors.owner.client
      .from('organization_admins')
      .delete()
      .eq('organization_id', organization)
      .eq('user_id', actors.owner.userId!)
      .select();
    expect(replaced.error).toBeNull();
    expect(await adminIds(organization)).toEqual([actors.other.userId]);
  });

  it('lets a site admin remove the last admin (the organization is claimable again)', async () => {
    const organization = await ownersOrganization();
    const { error } = await actors.admin.client
      .from('organization_admins')
      .delete()
      .eq('organization_id', organization)
      .eq('user_id', actors.owner.userId!);
    expect(error).toBeNull();
    expect(await adminIds(organization)).toEqual([]);
    const { data } = await actors.anon.client.rpc('organization_claimable', { organization });
    expect(data).toBe(true);
  });

  it('goes with a deleted account, even the last one', async () => {
    const leaving = await signedInActor(server, 'other');
    const row = await buildOrganization(server.db, { author_id: leaving.userId });
    await server.db.query('delete from auth.users where id = $1', [leaving.userId]);
    expect(await adminIds(String(row.id))).toEqual([]);
  });
});

describe('an admin of an organization', () => {
  it('sees it while it waits for review, as a co-admin', async () => {
    const row = await buildOrganization(server.db, {
      author_id: actors.owner.userId,
      status: 'pending_review',
    });
    await addAdmin(String(row.id), actors.other.userId!);
    const { data } = await actors.other.client
      .from('organizations')
      .select('id')
      .eq('id', String(row.id));
    expect(data).toHaveLength(1);
    const { data: hidden } = await stranger.client
      .from('organizations')
      .select('id')
      .eq('id', String(row.id));
    expect(hidden).toEqual([]);
  });

  it('is the only submitter who still edits or deletes it: a removed one does not', async () => {
    const row = await buildOrganization(server.db, {
      author_id: actors.owner.userId,
      status: 'draft',
    });
    const id = String(row.id);
    await addAdmin(id, actors.other.userId!);
    const coEdit = await actors.other.client
      .from('organizations')
      .update({ phone: '+1 416 555 0101' })
      .eq('id', id)
      .select('phone');
    expect(coEdit.data).toEqual([{ phone: '+1 416 555 0101' }]);
    await actors.other.client
      .from('organization_admins')
      .delete()
      .eq('organization_id', id)
      .eq('user_id', actors.owner.userId!);
    const edit = await actors.owner.client
      .from('organizations')
      .update({ phone: '+1 416 555 0102' })
      .eq('id', id)
      .select();
    expect(edit.data ?? []).toEqual([]);
    const removed = await actors.owner.client.from('organizations').delete().eq('id', id).select();
    expect(removed.data ?? []).toEqual([]);
    const { rows } = await server.db.query('select 1 from public.organizations where id = $1', [
      id,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('does not mark it trusted: only editors do', async () => {
    const organization = await ownersOrganization();
    const trusted = async (id: string) =>
      (
        await server.db.query<{ trusted: boolean }>(
          'select trusted from public.organizations where id = $1',
          [id],
        )
      ).rows[0]!.trusted;
    await actors.owner.client
      .from('organizations')
      .update({ trusted: true })
      .eq('id', organization);
    expect(await trusted(organization)).toBe(false);
    const draft = await buildOrganization(server.db, {
      author_id: actors.owner.userId,
      status: 'draft',
    });
    const ownDraft = await actors.owner.client
      .from('organizations')
      .update({ trusted: true })
      .eq('id', String(draft.id));
    expect(ownDraft.error?.code).toBe('42501');
    expect(await trusted(String(draft.id))).toBe(false);
    const created = await actors.other.client
      .from('organizations')
      .insert({ name_en: 'Self-trusted', category: 'culture', city_tag: 'toronto', trusted: true });
    expect(created.error?.code).toBe('42501');
    const { error } = await actors.editor.client
      .from('organizations')
      .update({ trusted: true })
      .eq('id', organization);
    expect(error).toBeNull();
    expect(await trusted(organization)).toBe(true);
  });
});

describe('a submitter deleting their account', () => {
  it('leaves an organization that others run, with the events posted as it', async () => {
    const leaving = await signedInActor(server, 'other');
    const kept = await buildOrganization(server.db, { author_id: leaving.userId });
    await addAdmin(String(kept.id), actors.other.userId!);
    const alone = await buildOrganization(server.db, { author_id: leaving.userId });
    const { rows: events } = await server.db.query<{ id: string }>(
      `insert into public.events (title_en, event_date, city_tag, status, author_id, organization_id)
       values ('Slava', '2031-01-19', 'toronto', 'published', $1, $2) returning id::text`,
      [leaving.userId, kept.id],
    );
    const { data, error } = await leaving.client.rpc('delete_my_account', {
      keep_published: false,
      confirm_email: leaving.email,
    });
    expect(error).toBeNull();
    expect(data).toBe('deleted_all');
    const { rows } = await server.db.query<{ id: string; author_id: string | null }>(
      'select id::text, author_id::text from public.organizations where id = any($1::uuid[])',
      [[String(kept.id), String(alone.id)]],
    );
    expect(rows).toEqual([{ id: String(kept.id), author_id: null }]);
    expect(await adminIds(String(kept.id))).toEqual([actors.other.userId]);
    const { rows: stayed } = await server.db.query('select 1 from public.events where id = $1', [
      events[0]!.id,
    ]);
    expect(stayed).toHaveLength(1);
  });
});
