import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { receivedText } from '../test/smtp-receiver.ts';
import { type ServerWithSmtp, startServerWithSmtp } from '../test/server-with-smtp.ts';
import { createActors, type Actors } from './test-actors.ts';
import { decideRevision } from '../test/decide.ts';

/**
 * Issue 19: the owner of a published creator profile proposes changes; the
 * public row changes only when an editor approves. Through supabase-js as
 * the web app calls it, mail received by a real SMTP server.
 */

let server: ServerWithSmtp;
let actors: Actors;

beforeAll(async () => {
  server = await startServerWithSmtp();
  actors = await createActors(server);
});
afterAll(() => server.close());

async function ownedCreator(name: string) {
  const { rows } = await server.db.query<{ id: string; slug: string }>(
    `insert into public.creators (name_eng, status, owner_user_id, city)
     values ($1, 'published', $2, 'Toronto') returning id::text, slug`,
    [name, actors.owner.userId],
  );
  return rows[0]!;
}

async function publicRow(id: string) {
  const { data } = await server.client().from('creators').select('name_eng, city').eq('id', id);
  return data?.[0];
}

const propose = (who: keyof Actors, creatorId: string, changes: Record<string, unknown>) =>
  actors[who].client.rpc('propose_creator_revision', { creator_id: creatorId, changes });

describe('a revision of a published creator profile', () => {
  it('changes the public row only after an editor approves it', async () => {
    const creator = await ownedCreator('Hor Zora');
    // Only the owner proposes; fields outside the list (status, owner) are dropped.
    expect((await propose('other', creator.id, { city: 'Ottawa' })).error?.code).toBe('42501');
    expect((await propose('anon', creator.id, { city: 'Ottawa' })).error).not.toBeNull();
    const bad = await propose('owner', creator.id, { website_url: 'not a web address' });
    expect(bad.error).not.toBeNull();
    const proposal = await propose('owner', creator.id, {
      city: 'Hamilton',
      status: 'draft',
      owner_user_id: actors.other.userId,
    });
    expect(proposal.error).toBeNull();
    const revisionId = proposal.data as string;
    expect(await publicRow(creator.id)).toEqual({ name_eng: 'Hor Zora', city: 'Toronto' });
    const stored = await actors.owner.client
      .from('creator_revisions')
      .select('changes, status')
      .eq('id', revisionId)
      .single();
    expect(stored.data).toEqual({ changes: { city: 'Hamilton' }, status: 'pending_review' });
    // Nobody writes revisions directly, and only editors decide.
    const direct = await actors.owner.client
      .from('creator_revisions')
      .update({ status: 'approved' })
      .eq('id', revisionId);
    expect(direct.error).not.toBeNull();
    const byOwner = await decideRevision(
      actors.owner.client,
      'creator_revisions',
      revisionId,
      true,
    );
    expect(byOwner.error?.code).toBe('42501');
    expect(await publicRow(creator.id)).toEqual({ name_eng: 'Hor Zora', city: 'Toronto' });

    const approved = await decideRevision(
      actors.editor.client,
      'creator_revisions',
      revisionId,
      true,
    );
    expect(approved).toMatchObject({ error: null, data: 'approved' });
    expect(await publicRow(creator.id)).toEqual({ name_eng: 'Hor Zora', city: 'Hamilton' });
    await receivedText(server.smtp, actors.owner.email!, 'Changes published: Hor Zora');
  });

  it('rejected with a reason keeps the published version and tells the owner why', async () => {
    const creator = await ownedCreator('Tamburaši Dunav');
    const proposal = await propose('owner', creator.id, { name_eng: 'Buy pills here' });
    const revisionId = proposal.data as string;
    const noReason = await decideRevision(
      actors.editor.client,
      'creator_revisions',
      revisionId,
      false,
    );
    expect(noReason.error?.code).toBe('23514');
    const rejected = await decideRevision(
      actors.editor.client,
      'creator_revisions',
      revisionId,
      false,
      'The name must stay the ensemble’s name.',
    );
    expect(rejected.data).toBe('rejected');
    expect(await publicRow(creator.id)).toEqual({ name_eng: 'Tamburaši Dunav', city: 'Toronto' });
    expect(
      await receivedText(server.smtp, actors.owner.email!, 'Changes not accepted: Tamburaši Dunav'),
    ).toContain('The reason: The name must stay the ensemble’s name.');
  });
});
