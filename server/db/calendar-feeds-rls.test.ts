import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization } from '../../db/seed/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { type Actors, createActors } from './test-actors.ts';

/**
 * Who sees and changes an organization's calendar feed (0910), as the
 * browser's clients: its admins and editors; nobody else, not a visitor;
 * admins write only the address, "fetch now" is theirs and bounded, and no
 * client writes where an event came from.
 */

let server: TestServer;
let actors: Actors;

beforeAll(async () => {
  server = await startTestServer();
  actors = await createActors(server);
});
afterAll(() => server.close());

/** An organization the owner runs (its submitter is its first admin). */
async function ownOrganization(status = 'published') {
  const row = await buildOrganization(server.db, { author_id: actors.owner.userId, status });
  return String(row.id);
}

async function connectAsOwner(url = 'https://calendar.example.org/parish.ics') {
  const organization = await ownOrganization();
  const { data, error } = await actors.owner.client
    .from('organization_calendar_feeds')
    .insert({ organization_id: organization, url })
    .select('id, url, organization_id')
    .single();
  expect(error).toBeNull();
  return data as { id: string; url: string; organization_id: string };
}

describe('connecting a feed', () => {
  it('is for the organization’s admins, reading webcal:// as https://', async () => {
    const feed = await connectAsOwner('  webcal://calendar.example.org/parish.ics ');
    expect(feed.url).toBe('https://calendar.example.org/parish.ics');
  });

  it('is refused to a visitor, another member and for an organization not published', async () => {
    const organization = await ownOrganization();
    const row = { organization_id: organization, url: 'https://example.org/a.ics' };
    // A visitor has no insert allowance at all (rest-limits: 0), and no grant behind it.
    const anon = await actors.anon.client.from('organization_calendar_feeds').insert(row);
    expect(['PGRST429', '42501']).toContain(anon.error?.code);
    const other = await actors.other.client.from('organization_calendar_feeds').insert(row);
    expect(other.error?.code).toBe('42501');
    const draft = await ownOrganization('pending_review');
    const unpublished = await actors.owner.client
      .from('organization_calendar_feeds')
      .insert({ organization_id: draft, url: 'https://example.org/a.ics' });
    expect(unpublished.error?.code).toBe('42501');
    const { rows } = await server.db.query(
      'select 1 from public.organization_calendar_feeds where organization_id = any($1::uuid[])',
      [[organization, draft]],
    );
    expect(rows).toEqual([]);
  });

  it('takes only an http(s) address', async () => {
    const organization = await ownOrganization();
    const bad = await actors.owner.client
      .from('organization_calendar_feeds')
      .insert({ organization_id: organization, url: 'file:///etc/passwd' });
    expect(bad.error?.code).toBe('23514');
  });

  it('lets an editor connect one for an organization', async () => {
    const organization = await ownOrganization();
    const { error } = await actors.editor.client
      .from('organization_calendar_feeds')
      .insert({ organization_id: organization, url: 'https://example.org/e.ics' });
    expect(error).toBeNull();
  });
});

describe('the feed row', () => {
  it('is seen by its admins and editors, not by others nor visitors', async () => {
    const feed = await connectAsOwner();
    const read = (actor: keyof Actors) =>
      actors[actor].client.from('organization_calendar_feeds').select('id').eq('id', feed.id);
    expect((await read('owner')).data).toHaveLength(1);
    expect((await read('editor')).data).toHaveLength(1);
    expect((await read('other')).data).toEqual([]);
    expect((await read('anon')).data ?? []).toEqual([]);
  });

  it('has its address changed by an admin, which forgets the last outcome', async () => {
    const feed = await connectAsOwner();
    await server.db.query(
      `update public.organization_calendar_feeds set last_error = 'timeout', next_fetch_at = now() + interval '3 hours' where id = $1`,
      [feed.id],
    );
    const { data, error } = await actors.owner.client
      .from('organization_calendar_feeds')
      .update({ url: 'https://example.org/new.ics' })
      .eq('id', feed.id)
      .select('url, last_error');
    expect(error).toBeNull();
    expect(data).toEqual([{ url: 'https://example.org/new.ics', last_error: null }]);
    const other = await actors.other.client
      .from('organization_calendar_feeds')
      .update({ url: 'https://evil.example/x.ics' })
      .eq('id', feed.id)
      .select();
    expect(other.data ?? []).toEqual([]);
  });

  it('never takes the server’s columns from a client', async () => {
    const feed = await connectAsOwner();
    const forged = await actors.owner.client
      .from('organization_calendar_feeds')
      .update({ last_error: null, last_success_at: new Date().toISOString() })
      .eq('id', feed.id);
    expect(forged.error?.code).toBe('42501');
  });

  it('is disconnected by an admin, not by another member', async () => {
    const feed = await connectAsOwner();
    const other = await actors.other.client
      .from('organization_calendar_feeds')
      .delete()
      .eq('id', feed.id)
      .select();
    expect(other.data ?? []).toEqual([]);
    const own = await actors.owner.client
      .from('organization_calendar_feeds')
      .delete()
      .eq('id', feed.id)
      .select('id');
    expect(own.data).toEqual([{ id: feed.id }]);
  });
});

describe('fetch now', () => {
  it('is asked by an admin once in a while, never by others', async () => {
    const feed = await connectAsOwner();
    // A new feed is due at once; the request marks it anyway.
    const ask = (actor: keyof Actors) =>
      actors[actor].client.rpc('request_calendar_feed_fetch', { feed: feed.id });
    expect((await ask('other')).error?.code).toBe('42501');
    expect((await ask('anon')).error).not.toBeNull();
    expect((await ask('owner')).data).toBe('requested');
    expect((await ask('owner')).data).toBe('already_requested');
    await server.db.query(
      'update public.organization_calendar_feeds set fetch_requested_at = null where id = $1',
      [feed.id],
    );
    expect((await ask('owner')).data).toBe('too_soon');
  });
});

describe('an event’s source', () => {
  it('is written by the import only', async () => {
    const organization = await ownOrganization();
    const forged = await actors.owner.client.from('events').insert({
      title_en: 'Forged',
      event_date: `${new Date().getUTCFullYear() + 1}-05-10`,
      timezone: 'America/Toronto',
      city_tag: 'toronto',
      organization_id: organization,
      author_id: actors.owner.userId,
      status: 'pending_review',
      source_uid: 'someone-else@calendar',
    });
    expect(forged.error?.code).toBe('42501');
  });
});
