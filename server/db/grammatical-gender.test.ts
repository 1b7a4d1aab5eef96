import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCreator, buildMemorial } from '../../db/seed/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { createActors, type Actors } from './test-actors.ts';
import { decideRevision } from '../test/decide.ts';

/**
 * Issue 21: creators and memorials carry an optional grammatical gender
 * (0430), sent by the submission forms and changed after publication through
 * reviewed revisions. Through supabase-js as the web app calls it.
 */

let server: TestServer;
let actors: Actors;

beforeAll(async () => {
  server = await startTestServer();
  actors = await createActors(server);
});
afterAll(() => server.close());

const creatorId = () => crypto.randomUUID();

/** The published row's grammatical gender, as a visitor reads it. */
async function publicGender(table: 'creators' | 'memorials', id: string) {
  const { data } = await actors.anon.client
    .from(table)
    .select('grammatical_gender')
    .eq('id', id)
    .single();
  // undefined when the visitor cannot read the row.
  return data?.grammatical_gender;
}

function submitCreator(gender: unknown) {
  const id = creatorId();
  return actors.anon.client
    .from('creators')
    .insert({
      id,
      name_eng: 'Milica Test',
      email_public: `creator-${id}@example.com`,
      country: 'Canada',
      grammatical_gender: gender,
      status: 'pending_review',
      verified: false,
    })
    .then((result) => ({ ...result, id }));
}

describe('grammatical gender', () => {
  it('is optional on a creator a visitor submits, and only feminine or masculine', async () => {
    expect((await submitCreator('feminine')).error).toBeNull();
    expect((await submitCreator(null)).error).toBeNull();
    expect((await submitCreator('neuter')).error?.code).toBe('23514');
    const sent = await submitCreator('masculine');
    const { rows } = await server.db.query<{ grammatical_gender: string }>(
      'select grammatical_gender from public.creators where id = $1',
      [sent.id],
    );
    expect(rows[0]?.grammatical_gender).toBe('masculine');
  });

  it('is read with a published memorial and refused when unknown', async () => {
    const memorial = await buildMemorial(server.db, {
      status: 'published',
      grammatical_gender: 'feminine',
    });
    expect(await publicGender('memorials', memorial.id)).toBe('feminine');
    const wrong = await actors.owner.client.from('memorials').insert({
      full_name: 'Vera Test',
      city_id: (await server.db.query<{ id: string }>('select id::text from public.cities limit 1'))
        .rows[0]!.id,
      grammatical_gender: 'f',
      status: 'pending_review',
    });
    expect(wrong.error?.code).toBe('23514');
  });

  it('changes on a published creator and memorial only through an approved revision', async () => {
    const creator = await buildCreator(server.db, {
      status: 'published',
      owner_user_id: actors.owner.userId,
    });
    const proposed = await actors.owner.client.rpc('propose_creator_revision', {
      creator_id: creator.id,
      changes: { grammatical_gender: 'feminine' },
    });
    expect(proposed.error).toBeNull();
    const approved = await decideRevision(
      actors.editor.client,
      'creator_revisions',
      proposed.data,
      true,
    );
    expect(approved.error).toBeNull();
    expect(await publicGender('creators', creator.id)).toBe('feminine');

    const memorial = await buildMemorial(server.db, {
      status: 'published',
      submitter_id: actors.owner.userId,
    });
    const revision = await actors.owner.client.rpc('propose_content_revision', {
      target_table: 'memorials',
      row_id: memorial.id,
      changes: { grammatical_gender: 'masculine' },
    });
    expect(revision.error).toBeNull();
    expect(await publicGender('memorials', memorial.id)).toBeNull();
    const decided = await decideRevision(
      actors.editor.client,
      'content_revisions',
      revision.data,
      true,
    );
    expect(decided.error).toBeNull();
    expect(await publicGender('memorials', memorial.id)).toBe('masculine');
  });
});
