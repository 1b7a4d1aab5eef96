import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsRow } from '../../domain/submission-rows.ts';
import { newsSubmissionSchema } from '../../domain/submission-schemas.ts';
import { editorNotices } from '../test/outbox.ts';
import { receivedText } from '../test/smtp-receiver.ts';
import { type ServerWithSmtp, startServerWithSmtp } from '../test/server-with-smtp.ts';
import { createActors, type Actors } from './test-actors.ts';
import { formValues } from './test-rows.ts';
import { decideSubmission } from '../test/decide.ts';

/**
 * Issue 19: reasons on decisions, resubmission, and the mail each step
 * sends, through supabase-js as the web app calls it, mail received by a
 * real SMTP server.
 */

let server: ServerWithSmtp;
let actors: Actors;

beforeAll(async () => {
  server = await startServerWithSmtp({ TRUST_PROXY: 'loopback' });
  actors = await createActors(server);
});
afterAll(() => server.close());

const news = (title: string) =>
  newsRow(
    formValues(newsSubmissionSchema, {
      title_en: title,
      content_en: 'The choir sings again.',
    }),
  );

async function noticeKinds(recordId: string) {
  const { rows } = await server.db.query<{ kind: string; digested: boolean }>(
    `select n.kind, n.digested_at is not null as digested from public.editor_notifications n
     where n.record_id = $1 and n.editor_id = $2 order by n.created_at`,
    [recordId, actors.editor.userId],
  );
  return rows;
}

describe('a rejected submission', () => {
  it('needs a reason, mails it, and can be fixed and resubmitted', async () => {
    const id = randomUUID();
    const inserted = await actors.owner.client.from('news').insert({ id, ...news('Choir news') });
    expect(inserted.error).toBeNull();
    const site = server.config.siteUrl;
    expect(
      await receivedText(
        server.smtp,
        actors.owner.email!,
        'We received your submission: Choir news',
      ),
    ).toContain(`${site}/dashboard?tab=news&item=${id}`);

    const noReason = await decideSubmission(actors.editor.client, 'news', id, 'rejected');
    expect(noReason.error?.message).toBe('A reason is required to reject a submission.');
    const rejected = await decideSubmission(
      actors.editor.client,
      'news',
      id,
      'rejected',
      'Please add the date of the concert.',
    );
    expect(rejected.error).toBeNull();
    const mail = await receivedText(
      server.smtp,
      actors.owner.email!,
      'Submission not published: Choir news',
    );
    expect(mail).toContain('The reason: Please add the date of the concert.');
    expect(mail).toContain(`${site}/dashboard?tab=news&item=${id}`);

    // The dashboard shows the decision and its reason.
    const mine = await actors.owner.client
      .from('news')
      .select('status, review_note')
      .eq('id', id)
      .single();
    expect(mine.data).toEqual({
      status: 'rejected',
      review_note: 'Please add the date of the concert.',
    });

    // Nobody else may touch it; the owner cannot keep it rejected with new content.
    const byOther = await actors.other.client
      .from('news')
      .update({ title_en: 'Hijacked', status: 'pending_review' })
      .eq('id', id)
      .select('id');
    expect(byOther.data ?? []).toEqual([]);
    const stillRejected = await actors.owner.client
      .from('news')
      .update({ title_en: 'Quiet change' })
      .eq('id', id);
    expect(stillRejected.error).not.toBeNull();
    const ownNote = await actors.owner.client
      .from('news')
      .update({ review_note: 'approved by me', status: 'draft' })
      .eq('id', id)
      .select('review_note')
      .single();
    expect(ownNote.error).toBeNull();
    expect(ownNote.data?.review_note).toBe('Please add the date of the concert.');

    // The editors' first notice went into a digest; the resubmission is a new one, marked so.
    await server.db.query('select public.compose_editor_digests(0)');
    const resubmitted = await actors.owner.client
      .from('news')
      .update({ ...news('Choir news, 12 May'), status: 'pending_review' })
      .eq('id', id)
      .select('status, review_note')
      .single();
    expect(resubmitted.data).toEqual({ status: 'pending_review', review_note: null });
    expect(await noticeKinds(id)).toEqual([
      { kind: 'submission', digested: true },
      { kind: 'resubmission', digested: false },
    ]);
    await server.db.query('select public.compose_editor_digests(0)');
    const digest = await receivedText(
      server.smtp,
      actors.editor.email!,
      '1 item to review',
      'News article (resubmitted): Choir news, 12 May',
    );
    expect(digest).toContain(`${site}/admin?tab=news&item=${id}`);

    // The queue shows the history with who decided and why, and the submitter.
    const context = await actors.editor.client.rpc('moderation_context', {
      source_table: 'news',
      row_ids: [id],
    });
    expect(context.error).toBeNull();
    const [row] = context.data as {
      submitter_email: string;
      history: { actor: string; to: string; note: string | null }[];
    }[];
    expect(row!.submitter_email).toBe(actors.owner.email);
    expect(row!.history.map((entry) => [entry.actor, entry.to, entry.note])).toEqual([
      [actors.editor.email, 'rejected', 'Please add the date of the concert.'],
      [actors.owner.email, 'draft', 'Please add the date of the concert.'],
      [actors.owner.email, 'pending_review', null],
    ]);
    // Only editors read it.
    const byOwner = await actors.owner.client.rpc('moderation_context', {
      source_table: 'news',
      row_ids: [id],
    });
    expect(byOwner.error?.code).toBe('42501');

    const published = await decideSubmission(actors.editor.client, 'news', id, 'published');
    expect(published.error).toBeNull();
    await receivedText(server.smtp, actors.owner.email!, 'Published: Choir news, 12 May');
  });
});

describe('a public creator submission', () => {
  it('is announced as published to its address, in the language it was sent in', async () => {
    const id = randomUUID();
    const email = `maker-${Date.now()}@example.com`;
    const ip = '203.0.113.77';
    const insert = await server
      .client()
      .from('creators')
      .insert({ id, name_lat: 'Hor Sloga', email_public: email, short_bio_lat: 'Hor' })
      .setHeader('X-Forwarded-For', ip);
    expect(insert.error).toBeNull();
    const ack = await server.client().functions.invoke('send-creator-verification', {
      body: { email, name: 'Hor Sloga' },
      headers: { 'X-Forwarded-For': ip, 'X-Language': 'sr_latin' },
    });
    expect(ack.error).toBeNull();
    const publish = await decideSubmission(actors.editor.client, 'creators', id, 'published');
    expect(publish.error).toBeNull();
    const mail = await receivedText(server.smtp, email, 'Objavljeno: Hor Sloga');
    expect(mail).toContain(`${server.config.siteUrl}/creator/hor-sloga`);
  });
});

describe('notify-editors-on-submission', () => {
  it('finds the table inside the record, as the web forms send it', async () => {
    const id = randomUUID();
    const row = news('Parish picnic');
    await actors.owner.client.from('news').insert({ id, ...row });
    // Undo what the insert's trigger queued, so only the function can queue it again.
    await server.db.query('delete from public.editor_notifications where record_id = $1', [id]);
    const hint = await actors.owner.client.functions.invoke('notify-editors-on-submission', {
      body: { record: { id, table: 'news', ...row } },
    });
    expect(hint.error).toBeNull();
    expect(await editorNotices(server.db, actors.editor.email!, id)).toEqual([
      { source_table: 'news', title: 'Parish picnic', digested: false },
    ]);
  });
});
