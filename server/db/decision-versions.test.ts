import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCreator, buildOrganization } from '../../db/seed/factories.ts';
import { decideClaim, decideRevision, decideSubmission } from '../test/decide.ts';
import { outboxTo } from '../test/outbox.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { createActors, type Actors } from './test-actors.ts';
import { nameTheEditors, pendingOrganization, versionSeenBy } from './test-editors.ts';
import { storedRow } from './test-rows.ts';

/**
 * Issue 38, decisions that cannot collide (0700): every decision names the
 * version of the item its editor saw; a decision on an item someone else
 * decided (or that changed) since is refused with 409 naming who decided
 * what and when, and the author's mail follows the one decision that
 * happened. Through supabase-js as the queue calls it, never as a superuser.
 */

let server: TestServer;
let actors: Actors;

beforeAll(async () => {
  server = await startTestServer();
  actors = await createActors(server);
  await nameTheEditors(server, actors);
});
afterAll(() => server.close());

const templatesTo = async (address: string, id: string) =>
  (await outboxTo(server.db, address))
    .filter((message) => message.data.id === id)
    .map((message) => message.template);

describe('two editors deciding the same submission', () => {
  it('refuses the decision of the older tab, naming who decided what and when', async () => {
    const id = await pendingOrganization(actors, 'Folklore ensemble Kolo');
    const seenByEditor = await versionSeenBy(actors, 'editor', 'organizations', id);
    const seenByAdmin = await versionSeenBy(actors, 'admin', 'organizations', id);
    expect(seenByAdmin).toBe(seenByEditor);

    const published = await actors.editor.client.rpc('decide_submission', {
      target_table: 'organizations',
      row_id: id,
      decision: 'published',
      seen_updated_at: seenByEditor,
    });
    expect(published.error).toBeNull();
    expect(typeof published.data).toBe('string');

    const staleReject = await actors.admin.client.rpc('decide_submission', {
      target_table: 'organizations',
      row_id: id,
      decision: 'rejected',
      seen_updated_at: seenByAdmin,
      note: 'Not a real organization.',
    });
    expect(staleReject.status).toBe(409);
    expect(staleReject.error?.code).toBe('PT409');
    const decided = JSON.parse(staleReject.error!.details) as Record<string, unknown>;
    expect(decided.by).toBe('Ана Уредник');
    expect(decided.status).toBe('published');
    expect(new Date(String(decided.at)).getTime()).toBeGreaterThan(new Date(seenByAdmin).getTime());

    // The item stays published, and its author holds only the mails of what happened.
    expect((await storedRow(server.db, 'organizations', id))?.status).toBe('published');
    expect(await templatesTo(actors.owner.email!, id)).toEqual([
      'submission_received',
      'submission_published',
    ]);
    const log = await server.db.query<{ to_status: string }>(
      `select to_status from public.moderation_log where row_id = $1 order by created_at`,
      [id],
    );
    expect(log.rows.map((row) => row.to_status)).toEqual(['published']);
  });

  it('applies a decision made on the version as it is now', async () => {
    const id = await pendingOrganization(actors, 'Serbian school Sveti Sava');
    const seen = await versionSeenBy(actors, 'admin', 'organizations', id);
    const noReason = await actors.admin.client.rpc('decide_submission', {
      target_table: 'organizations',
      row_id: id,
      decision: 'rejected',
      seen_updated_at: seen,
    });
    expect(noReason.error?.code).toBe('23514');
    const rejected = await actors.admin.client.rpc('decide_submission', {
      target_table: 'organizations',
      row_id: id,
      decision: 'rejected',
      seen_updated_at: seen,
      note: 'Please add the address of the school.',
    });
    expect(rejected.error).toBeNull();
    const row = await storedRow(server.db, 'organizations', id);
    expect(row?.status).toBe('rejected');
    expect(row?.review_note).toBe('Please add the address of the school.');
    expect(await templatesTo(actors.owner.email!, id)).toEqual([
      'submission_received',
      'submission_rejected',
    ]);
  });

  it('names the change when the author edited the item after it was opened', async () => {
    const id = await pendingOrganization(actors, 'Chess club');
    const seen = await versionSeenBy(actors, 'editor', 'organizations', id);
    await actors.editor.client.rpc('decide_submission', {
      target_table: 'organizations',
      row_id: id,
      decision: 'draft',
      seen_updated_at: seen,
      note: 'Add the meeting times.',
    });
    const resubmitted = await actors.owner.client
      .from('organizations')
      .update({ name_en: 'Chess club Morava', status: 'pending_review' })
      .eq('id', id);
    expect(resubmitted.error).toBeNull();
    // An editor who still holds the first version may not publish the new one unseen.
    const stale = await actors.admin.client.rpc('decide_submission', {
      target_table: 'organizations',
      row_id: id,
      decision: 'published',
      seen_updated_at: seen,
    });
    expect(stale.status).toBe(409);
    const decided = JSON.parse(stale.error!.details) as Record<string, unknown>;
    expect(decided.status).toBe('pending_review');
  });

  it('refuses a status change by PATCH, with or without a version', async () => {
    const id = await pendingOrganization(actors, 'Church choir');
    for (const who of ['editor', 'admin'] as const) {
      const patched = await actors[who].client
        .from('organizations')
        .update({ status: 'published' })
        .eq('id', id);
      expect(patched.error?.code).toBe('42501');
    }
    expect((await storedRow(server.db, 'organizations', id))?.status).toBe('pending_review');
  });

  it('answers nothing to a visitor or a member', async () => {
    const id = await pendingOrganization(actors, 'Tennis club');
    const seen = new Date().toISOString();
    for (const who of ['anon', 'owner', 'other'] as const) {
      const answer = await actors[who].client.rpc('decide_submission', {
        target_table: 'organizations',
        row_id: id,
        decision: 'published',
        seen_updated_at: seen,
      });
      expect(answer.error?.code, who).toBe('42501');
    }
    expect((await storedRow(server.db, 'organizations', id))?.status).toBe('pending_review');
  });

  it('names the admin who deleted the item', async () => {
    const id = await pendingOrganization(actors, 'Duplicate entry');
    const seen = await versionSeenBy(actors, 'editor', 'organizations', id);
    const removed = await actors.admin.client.from('organizations').delete().eq('id', id);
    expect(removed.error).toBeNull();
    const stale = await actors.editor.client.rpc('decide_submission', {
      target_table: 'organizations',
      row_id: id,
      decision: 'published',
      seen_updated_at: seen,
    });
    expect(stale.status).toBe(409);
    const decided = JSON.parse(stale.error!.details) as Record<string, unknown>;
    expect(decided.status).toBe('deleted');
    expect(decided.by).toBe('Marko Admin');
  });
});

describe('revisions and claims name the version they saw', () => {
  it('refuses approving a revision its author replaced since', async () => {
    const organization = await buildOrganization(server.db, {
      author_id: actors.owner.userId,
      status: 'published',
      name_en: 'Sokol club',
    });
    const first = await actors.owner.client.rpc('propose_content_revision', {
      target_table: 'organizations',
      row_id: organization.id,
      changes: { name_en: 'Sokol club Toronto' },
    });
    expect(first.error).toBeNull();
    const revisionId = String(first.data);
    const seen = await versionSeenBy(actors, 'editor', 'content_revisions', revisionId);
    const replaced = await actors.owner.client.rpc('propose_content_revision', {
      target_table: 'organizations',
      row_id: organization.id,
      changes: { name_en: 'Something else entirely' },
    });
    expect(replaced.data).toBe(revisionId);
    const stale = await actors.editor.client.rpc('decide_revision', {
      revision_table: 'content_revisions',
      revision_id: revisionId,
      approve: true,
      seen_updated_at: seen,
    });
    expect(stale.status).toBe(409);
    expect((await storedRow(server.db, 'organizations', organization.id))?.name_en).toBe(
      'Sokol club',
    );
    // The old function without a version is no longer callable.
    const unversioned = await actors.editor.client.rpc('decide_content_revision', {
      revision_id: revisionId,
      approve: true,
    });
    expect(unversioned.error).not.toBeNull();

    const approved = await decideRevision(
      actors.editor.client,
      'content_revisions',
      revisionId,
      true,
    );
    expect(approved.error).toBeNull();
    expect(approved.data).toBe('approved');
    const again = await decideRevision(
      actors.admin.client,
      'content_revisions',
      revisionId,
      false,
      'Too late.',
    );
    expect(again.status).toBe(409);
    expect((JSON.parse(again.error!.details) as { by: string }).by).toBe('Ана Уредник');
  });

  it('refuses rejecting a claim another editor approved', async () => {
    const creator = await buildCreator(server.db, { status: 'published', owner_user_id: null });
    const claimant = `claimant-${Date.now()}@example.com`;
    const { rows } = await server.db.query<{ id: string }>(
      `insert into public.creator_claims (creator_id, email, proof, status, language)
       values ($1, $2, 'I am this creator.', 'pending_admin_review', 'sr_cyrillic') returning id::text`,
      [creator.id, claimant],
    );
    const claimId = rows[0]!.id;
    const seenByAdmin = await versionSeenBy(actors, 'admin', 'creator_claims', claimId);

    const patched = await actors.editor.client
      .from('creator_claims')
      .update({ status: 'rejected', review_note: 'No proof.' })
      .eq('id', claimId);
    expect(patched.error?.code).toBe('42501');
    const oldApproval = await actors.editor.client.rpc('approve_creator_claim', {
      claim_id: claimId,
    });
    expect(oldApproval.error).not.toBeNull();

    const approved = await decideClaim(actors.editor.client, claimId, true);
    expect(approved.error).toBeNull();
    expect(approved.data).toBe('approved_without_account');
    const staleReject = await actors.admin.client.rpc('decide_claim', {
      claim_id: claimId,
      approve: false,
      seen_updated_at: seenByAdmin,
      reason: 'No proof.',
    });
    expect(staleReject.status).toBe(409);
    const decided = JSON.parse(staleReject.error!.details) as Record<string, unknown>;
    expect(decided).toMatchObject({ by: 'Ана Уредник', status: 'approved' });
    const mails = (await outboxTo(server.db, claimant)).map((message) => message.template);
    expect(mails).toEqual(['creator_claim_approved']);
  });
});

describe('being reviewed by …', () => {
  it('shows another editor who has the item open, to editors only, until it expires', async () => {
    const id = await pendingOrganization(actors, 'Reading room');
    const opened = await actors.editor.client.rpc('start_review', {
      source_table: 'organizations',
      row_id: id,
    });
    expect(opened.error).toBeNull();

    const seenByAdmin = await actors.admin.client.rpc('reviews_in_progress', {
      source_table: 'organizations',
    });
    expect(seenByAdmin.error).toBeNull();
    expect(seenByAdmin.data).toEqual([
      { row_id: id, editor_name: 'Ана Уредник', since: expect.any(String) as string },
    ]);
    // One's own mark is not news to oneself.
    const own = await actors.editor.client.rpc('reviews_in_progress', {
      source_table: 'organizations',
    });
    expect(own.data).toEqual([]);
    for (const who of ['anon', 'owner'] as const) {
      const read = await actors[who].client.rpc('reviews_in_progress', {
        source_table: 'organizations',
      });
      expect(read.data ?? [], who).toEqual([]);
      const mark = await actors[who].client.rpc('start_review', {
        source_table: 'organizations',
        row_id: id,
      });
      expect(mark.error?.code, who).toBe('42501');
    }
    const table = await actors.owner.client.from('review_presence').select('*');
    expect(table.data ?? []).toEqual([]);

    // A mark not renewed within its lifetime is gone.
    await server.db.query(
      `update public.review_presence set seen_at = now() - interval '6 minutes' where row_id = $1`,
      [id],
    );
    const expired = await actors.admin.client.rpc('reviews_in_progress', {
      source_table: 'organizations',
    });
    expect(expired.data).toEqual([]);

    await actors.editor.client.rpc('start_review', { source_table: 'organizations', row_id: id });
    await actors.editor.client.rpc('stop_review', { source_table: 'organizations', row_id: id });
    const closed = await actors.admin.client.rpc('reviews_in_progress', {
      source_table: 'organizations',
    });
    expect(closed.data).toEqual([]);
  });
});

describe('a draft open in two tabs', () => {
  it('takes the save of the version it started from, never one over a newer save', async () => {
    const id = await pendingOrganization(actors, 'Folk dance group');
    await decideSubmission(actors.editor.client, 'organizations', id, 'draft', 'Add a contact.');
    // Both tabs load the draft (the version the web form keeps, save-submission.ts).
    const loaded = await actors.owner.client
      .from('organizations')
      .select('updated_at')
      .eq('id', id)
      .single();
    const seen = loaded.data!.updated_at;
    const save = (name: string) =>
      actors.owner.client
        .from('organizations')
        .update({ name_en: name }, { count: 'exact' })
        .eq('id', id)
        .eq('updated_at', seen);
    const phone = await save('Folk dance group Kolo (phone)');
    expect(phone).toMatchObject({ error: null, count: 1 });
    const laptop = await save('Folk dance group (laptop)');
    expect(laptop).toMatchObject({ error: null, count: 0 });
    expect((await storedRow(server.db, 'organizations', id))?.name_en).toBe(
      'Folk dance group Kolo (phone)',
    );
    const now = await actors.owner.client
      .from('organizations')
      .select('updated_at')
      .eq('id', id)
      .single();
    expect(now.data!.updated_at).not.toBe(seen);
  });
});

describe('the test helper', () => {
  it('decides as the queue does', async () => {
    const id = await pendingOrganization(actors, 'Helper check');
    const { error } = await decideSubmission(
      actors.editor.client,
      'organizations',
      id,
      'published',
    );
    expect(error).toBeNull();
    expect((await storedRow(server.db, 'organizations', id))?.status).toBe('published');
  });
});
