import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCreator, buildEvent, buildOrganization } from '../../db/seed/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { type Actors, createActors } from './test-actors.ts';
import { storedRow } from './test-rows.ts';

/** Attempts to get around the status rules: each must be refused or have no effect. */

let server: TestServer;
let actors: Actors;

beforeAll(async () => {
  server = await startTestServer();
  actors = await createActors(server);
});
afterAll(() => server.close());

const organization = () => ({
  id: randomUUID(),
  name_en: 'Escalation club',
  category: 'other',
  city_tag: 'toronto',
});

describe('a signed-in user cannot', () => {
  it('publish on insert, or insert as someone else', async () => {
    const client = actors.owner.client.from('organizations');
    expect((await client.insert({ ...organization(), status: 'published' })).error?.code).toBe(
      '42501',
    );
    expect((await client.insert({ ...organization(), status: 'draft' })).error?.code).toBe('42501');
    const asOther = await client.insert({ ...organization(), author_id: actors.other.userId });
    expect(asOther.error?.code).toBe('42501');
    const asNobody = await client.insert({ ...organization(), author_id: null });
    expect(asNobody.error?.code).toBe('42501');
  });

  it('back-date a submission', async () => {
    const row = { ...organization(), created_at: '2001-01-01T00:00:00Z' };
    expect((await actors.owner.client.from('organizations').insert(row)).error).toBeNull();
    const stored = await storedRow(server.db, 'organizations', row.id);
    expect(Date.now() - new Date(String(stored?.created_at)).getTime()).toBeLessThan(60_000);
  });

  it('publish, re-own or back-date their draft, though they may send it for review', async () => {
    const draft = await buildOrganization(server.db, {
      author_id: actors.owner.userId,
      status: 'draft',
    });
    const update = (change: Record<string, unknown>) =>
      actors.owner.client.from('organizations').update(change).eq('id', draft.id);
    expect((await update({ status: 'published' })).error?.code).toBe('42501');
    expect((await update({ status: 'rejected' })).error?.code).toBe('42501');
    expect((await update({ author_id: actors.other.userId })).error?.code).toBe('42501');
    expect((await update({ created_at: '2001-01-01T00:00:00Z' })).error?.code).toBe('42501');
    expect(await storedRow(server.db, 'organizations', draft.id)).toMatchObject({
      status: 'draft',
      author_id: actors.owner.userId,
    });
    expect((await update({ status: 'pending_review' })).error).toBeNull();
    expect((await storedRow(server.db, 'organizations', draft.id))?.status).toBe('pending_review');
  });

  it('submit a creator as verified, published, admin-made or owned by someone else', async () => {
    const creator = () => ({ id: randomUUID(), name_eng: 'Sneaky', country: 'Canada' });
    for (const client of [actors.anon.client, actors.owner.client]) {
      const attempts = [
        { verified: true },
        { status: 'published' },
        { created_by_admin: true },
        { owner_user_id: actors.other.userId },
      ];
      for (const attempt of attempts) {
        const { error } = await client.from('creators').insert({ ...creator(), ...attempt });
        expect(error?.code, JSON.stringify(attempt)).toBe('42501');
      }
    }
  });

  it('verify their own creator profile or change who made it', async () => {
    const draft = await buildCreator(server.db, {
      owner_user_id: actors.owner.userId,
      status: 'draft',
    });
    const update = (change: Record<string, unknown>) =>
      actors.owner.client.from('creators').update(change).eq('id', draft.id);
    expect((await update({ verified: true })).error?.code).toBe('42501');
    expect((await update({ created_by_admin: true })).error?.code).toBe('42501');
    expect((await update({ owner_user_id: actors.other.userId })).error?.code).toBe('42501');
    expect(await storedRow(server.db, 'creators', draft.id)).toMatchObject({
      verified: false,
      created_by_admin: false,
      owner_user_id: actors.owner.userId,
    });
  });
});

describe('nobody reads an unpublished row', () => {
  it('through an embed, in either direction', async () => {
    const hiddenOrg = await buildOrganization(server.db, { status: 'pending_review' });
    const shownOrg = await buildOrganization(server.db, { status: 'published' });
    const event = await buildEvent(server.db, { organization_id: hiddenOrg.id });
    const hiddenEvent = await buildEvent(server.db, {
      organization_id: shownOrg.id,
      status: 'pending_review',
    });
    const { data: events } = await actors.other.client
      .from('events')
      .select('id, organizations(name_en)')
      .eq('id', event.id);
    expect(events).toEqual([{ id: event.id, organizations: null }]);
    const { data: orgs } = await actors.anon.client
      .from('organizations')
      .select('id, events(id)')
      .eq('id', shownOrg.id);
    expect(orgs).toEqual([{ id: shownOrg.id, events: [] }]);
    const inner = await actors.anon.client
      .from('events')
      .select('id, organizations!inner(id)')
      .eq('id', hiddenEvent.id);
    expect(inner.data).toEqual([]);
  });

  it('through an or filter or a count', async () => {
    const pending = await buildOrganization(server.db, { status: 'pending_review' });
    const { data } = await actors.anon.client
      .from('organizations')
      .select('id')
      .or(`status.eq.pending_review,id.eq.${pending.id}`);
    expect(data).toEqual([]);
    const published = await server.db.query<{ n: number }>(
      "select count(*)::int as n from public.organizations where status = 'published'",
    );
    const { count } = await actors.other.client
      .from('organizations')
      .select('*', { count: 'exact', head: true });
    expect(count).toBe(published.rows[0]!.n);
  });

  it('through search_all, even as its author or an editor', async () => {
    await buildOrganization(server.db, {
      name_en: 'Zlatibor Hidden Society',
      author_id: actors.owner.userId,
      status: 'pending_review',
    });
    for (const actor of [actors.anon, actors.owner, actors.editor]) {
      const { data, error } = await actor.client.rpc('search_all', { keyword: 'zlatibor hidden' });
      expect(error).toBeNull();
      expect(data, actor.name).toEqual([]);
    }
  });
});
