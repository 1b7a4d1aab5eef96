import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEvent, buildOrganization } from '../../db/seed/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { type Actor, type Actors, createActors, signedInActor } from './test-actors.ts';

/**
 * An organization's admins post and edit its events (0832), as the
 * browser's clients: reviewed as any event, published at once for an
 * organization an editor marked trusted; only its admins link events to an
 * organization that has admins; co-admins edit the organization's drafts
 * and propose changes to its published page and events.
 */

let server: TestServer;
let actors: Actors;
/** A co-admin of every organization made here, besides the owner. */
let coAdmin: Actor;

beforeAll(async () => {
  server = await startTestServer();
  actors = await createActors(server);
  coAdmin = await signedInActor(server, 'other');
});
afterAll(() => server.close());

const nextYear = `${new Date().getUTCFullYear() + 1}-05-10`;

async function runOrganization(trusted = false) {
  const row = await buildOrganization(server.db, { author_id: actors.owner.userId, trusted });
  const id = String(row.id);
  await server.db.query(
    'insert into public.organization_admins (organization_id, user_id) values ($1, $2)',
    [id, coAdmin.userId],
  );
  return id;
}

function eventOf(organization: string, title = 'Slava') {
  return {
    title_en: title,
    event_date: nextYear,
    timezone: 'America/Toronto',
    city_tag: 'toronto',
    organization_id: organization,
    status: 'pending_review',
  };
}

async function post(actor: Actor, organization: string, title?: string) {
  return actor.client
    .from('events')
    .insert({ ...eventOf(organization, title), author_id: actor.userId })
    .select('id, status')
    .single();
}

describe('posting an event as an organization', () => {
  it('goes to review for an organization not trusted', async () => {
    const organization = await runOrganization();
    const { data, error } = await post(actors.owner, organization);
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'pending_review' });
  });

  it('is published at once for a trusted one, by any of its admins', async () => {
    const organization = await runOrganization(true);
    const { data, error } = await post(coAdmin, organization, 'Badnje veče');
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'published' });
    const seen = await actors.anon.client
      .from('events')
      .select('title_en')
      .eq('id', (data as { id: string }).id);
    expect(seen.data).toEqual([{ title_en: 'Badnje veče' }]);
  });

  it('does not publish for an outsider, nor by asking for published', async () => {
    const organization = await runOrganization(true);
    const outsider = await post(actors.other, organization);
    expect(outsider.error?.code).toBe('42501');
    const open = await buildOrganization(server.db, { trusted: true });
    const forged = await actors.other.client.from('events').insert({
      ...eventOf(String(open.id)),
      author_id: actors.other.userId,
      status: 'published',
    });
    expect(forged.error).not.toBeNull();
  });

  it('is open to any member for an organization without admins, reviewed as today', async () => {
    const open = await buildOrganization(server.db);
    const { data, error } = await post(actors.other, String(open.id));
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'pending_review' });
  });

  it('publishes a sent-back event of a trusted organization when sent again', async () => {
    const organization = await runOrganization(true);
    const row = await buildEvent(server.db, {
      ...eventOf(organization),
      author_id: actors.owner.userId,
      status: 'draft',
    });
    const { data, error } = await coAdmin.client
      .from('events')
      .update({ status: 'pending_review', title_en: 'Slava (new time)' })
      .eq('id', String(row.id))
      .select('status, title_en');
    expect(error).toBeNull();
    expect(data).toEqual([{ status: 'published', title_en: 'Slava (new time)' }]);
  });
});

describe('the organization’s events', () => {
  it('are seen and edited by its co-admins, not by an admin of another', async () => {
    const organization = await runOrganization();
    const other = await signedInActor(server, 'other');
    await buildOrganization(server.db, { author_id: other.userId });
    const row = await buildEvent(server.db, {
      ...eventOf(organization),
      author_id: actors.owner.userId,
      status: 'rejected',
    });
    const id = String(row.id);
    const seen = await coAdmin.client.from('events').select('id').eq('id', id);
    expect(seen.data).toHaveLength(1);
    const hidden = await other.client.from('events').select('id').eq('id', id);
    expect(hidden.data).toEqual([]);

    const edit = await coAdmin.client
      .from('events')
      .update({ title_en: 'Fixed title', status: 'pending_review' })
      .eq('id', id)
      .select('status');
    expect(edit.data).toEqual([{ status: 'pending_review' }]);
    const outsider = await other.client
      .from('events')
      .update({ title_en: 'Hijacked' })
      .eq('id', id)
      .select();
    expect(outsider.data ?? []).toEqual([]);
  });

  it('take revisions of published events and of the page from co-admins only', async () => {
    const organization = await runOrganization();
    const event = await buildEvent(server.db, {
      ...eventOf(organization),
      author_id: actors.owner.userId,
      status: 'published',
    });
    const proposal = await coAdmin.client.rpc('propose_content_revision', {
      target_table: 'events',
      row_id: String(event.id),
      changes: { venue_name: 'Church hall' },
    });
    expect(proposal.error).toBeNull();
    const page = await coAdmin.client.rpc('propose_content_revision', {
      target_table: 'organizations',
      row_id: organization,
      changes: { phone: '+1 416 555 0100' },
    });
    expect(page.error).toBeNull();
    const { data: revisions } = await actors.owner.client
      .from('content_revisions')
      .select('table_name')
      .eq('author_id', coAdmin.userId!)
      .order('table_name');
    expect(revisions).toEqual([{ table_name: 'events' }, { table_name: 'organizations' }]);
    const outsider = await actors.other.client.rpc('propose_content_revision', {
      target_table: 'organizations',
      row_id: organization,
      changes: { phone: '+1 416 555 0199' },
    });
    expect(outsider.error?.code).toBe('42501');
  });

  it('are offered in the event form only where the member may post', async () => {
    const run = await runOrganization();
    const open = await buildOrganization(server.db);
    const choices = async (actor: Actor) => {
      const { data } = await actor.client.rpc('event_organization_choices');
      return new Set((data as { id: string }[]).map((row) => row.id));
    };
    const mine = await choices(coAdmin);
    expect(mine.has(run) && mine.has(String(open.id))).toBe(true);
    const theirs = await choices(actors.other);
    expect(theirs.has(run)).toBe(false);
    expect(theirs.has(String(open.id))).toBe(true);
  });
});
