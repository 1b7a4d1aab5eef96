import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCreator, buildMemorial, buildOrganization } from '../../db/seed/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { createActors, type Actors } from './test-actors.ts';

/**
 * Issue 38, download my data (0702): one JSON document of everything a
 * member gave the portal, theirs only, without secrets; nothing for a
 * visitor. Through supabase-js as the dashboard calls it.
 */

let server: TestServer;
let actors: Actors;

beforeAll(async () => {
  server = await startTestServer();
  actors = await createActors(server);
});
afterAll(() => server.close());

type Export = Record<string, unknown> & {
  account: Record<string, unknown>;
  organizations: Record<string, unknown>[];
  claims: Record<string, unknown>[];
  condolences: Record<string, unknown>[];
  newsletter: Record<string, unknown>[];
  revisions: Record<string, unknown>[];
};

describe('export_my_data', () => {
  it('holds the member’s submissions, claims, condolences and subscription, and no secrets', async () => {
    const owner = actors.owner;
    const organization = randomUUID();
    const inserted = await owner.client.from('organizations').insert({
      id: organization,
      name_en: 'Kolo Serbian dancers',
      category: 'culture',
      city_tag: 'toronto',
    });
    expect(inserted.error).toBeNull();
    const creator = await buildCreator(server.db, { status: 'published', owner_user_id: null });
    await server.db.query(
      `insert into public.creator_claims (creator_id, email, proof, status, verification_token_hash)
       values ($1, $2, 'My channel.', 'pending_email_verification', 'secret-hash-of-the-link')`,
      [creator.id, owner.email!.toUpperCase()],
    );
    const memorial = await buildMemorial(server.db, { status: 'published' });
    await server.db.query(
      `insert into public.memorial_condolences (memorial_id, author_name, message, author_user_id, status)
       values ($1, 'Ana', 'Вечна му памет.', $2, 'approved')`,
      [memorial.id, owner.userId],
    );
    await server.db.query(
      `insert into public.newsletter_subscribers (email, language, source, unsubscribe_token)
       values ($1, 'sr_cyrillic', 'footer', $2)`,
      [owner.email, 'u'.repeat(40)],
    );

    const { data, error } = await owner.client.rpc('export_my_data');
    expect(error).toBeNull();
    const mine = data as Export;
    expect(mine.account).toMatchObject({ id: owner.userId, email: owner.email });
    expect(mine.organizations.map((row) => row.id)).toEqual([organization]);
    expect(mine.organizations[0]).toMatchObject({
      name_en: 'Kolo Serbian dancers',
      status: 'pending_review',
    });
    expect(mine.claims).toHaveLength(1);
    expect(mine.claims[0]).toMatchObject({ proof: 'My channel.' });
    expect(mine.condolences.map((row) => row.message)).toEqual(['Вечна му памет.']);
    expect(mine.newsletter).toEqual([expect.objectContaining({ language: 'sr_cyrillic' })]);
    for (const key of [
      'organizations',
      'events',
      'news',
      'memorials',
      'businesses',
      'creators',
      'revisions',
    ])
      expect(Array.isArray(mine[key]), key).toBe(true);
    const text = JSON.stringify(mine);
    expect(text).not.toContain('secret-hash-of-the-link');
    expect(text).not.toContain('u'.repeat(40));
    expect(text).not.toContain('verification_token_hash');

    // Another member's export holds none of it; a visitor gets nothing.
    const other = (await actors.other.client.rpc('export_my_data')).data as Export;
    expect(other.organizations).toEqual([]);
    expect(other.claims).toEqual([]);
    expect(other.condolences).toEqual([]);
    expect(other.newsletter).toEqual([]);
    const visitor = await actors.anon.client.rpc('export_my_data');
    expect(visitor.error?.code).toBe('42501');
    expect(visitor.data).toBeNull();
  });

  it('holds the organizations the member runs, also those someone else submitted', async () => {
    const run = await buildOrganization(server.db, { name_en: 'Parish of St. Sava' });
    await server.db.query(
      'insert into public.organization_admins (organization_id, user_id) values ($1, $2)',
      [run.id, actors.other.userId],
    );
    await server.db.query(
      `insert into public.organization_calendar_feeds (organization_id, url)
       values ($1, 'https://calendar.example.org/sava.ics')`,
      [run.id],
    );
    const { data, error } = await actors.other.client.rpc('export_my_data');
    expect(error).toBeNull();
    const runs = (data as { organizations_run: Record<string, unknown>[] }).organizations_run;
    expect(runs).toEqual([
      expect.objectContaining({
        organization_id: run.id,
        name_en: 'Parish of St. Sava',
        status: 'published',
        calendar_feed: 'https://calendar.example.org/sava.ics',
      }),
    ]);
    const owner = (await actors.owner.client.rpc('export_my_data')).data as {
      organizations_run: { organization_id: string }[];
    };
    expect(owner.organizations_run.map((row) => row.organization_id)).not.toContain(run.id);
  });
});
