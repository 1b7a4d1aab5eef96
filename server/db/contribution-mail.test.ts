import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRow, newsRow } from '../../domain/submission-rows.ts';
import { eventSubmissionSchema, newsSubmissionSchema } from '../../domain/submission-schemas.ts';
import { renderMail } from '../mail/render-mail.ts';
import { editorNotices, outboxTo, type OutboxMessage } from '../test/outbox.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { createActors, type Actors } from './test-actors.ts';
import { formValues } from './test-rows.ts';
import { decideSubmission } from '../test/decide.ts';

/** Issue 8: who is emailed about a submission, read from the mail outbox. */

let server: TestServer;
let actors: Actors;

beforeAll(async () => {
  server = await startTestServer();
  actors = await createActors(server);
});
afterAll(() => server.close());

const event = (title: string) =>
  eventRow(
    formValues(eventSubmissionSchema, {
      title_en: title,
      event_date: '2031-06-28',
      city_tag: 'Toronto',
    }),
  );

const news = (title: string) =>
  newsRow(
    formValues(newsSubmissionSchema, {
      title_en: title,
      content_en: 'The choir sings again.',
    }),
  );

const about = (messages: OutboxMessage[], id: string) =>
  messages.filter((message) => message.data.id === id);

/** The decision mails about a record (without the "received" mail of its insert). */
const decisions = (messages: OutboxMessage[], id: string) =>
  about(messages, id).filter((message) => message.template !== 'submission_received');

async function setLanguage(userId: string, language: string | null) {
  await server.db.query(
    `update auth.users set raw_user_meta_data = raw_user_meta_data - 'language' || $2::jsonb
     where id = $1`,
    [userId, JSON.stringify(language ? { language } : {})],
  );
}

async function locale(address: string, id: string): Promise<string[]> {
  const { rows } = await server.db.query<{ locale: string }>(
    `select locale from public.mail_outbox where lower(to_address) = lower($1)
     and data ->> 'id' = $2 order by created_at`,
    [address, id],
  );
  return rows.map((row) => row.locale);
}

describe('editors are told about a submission', () => {
  it('once each, in a digest, though the insert and the notify-editors-on-submission call both ask', async () => {
    const id = randomUUID();
    const row = event('Slava celebration');
    const insert = await actors.owner.client.from('events').insert({ id, ...row });
    expect(insert.error).toBeNull();
    // SPEC's hint, which API clients may still send (the web app no longer does), twice.
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const hint = await actors.owner.client.functions.invoke('notify-editors-on-submission', {
        body: { record: { id, table: 'events', ...row } },
      });
      expect(hint.error).toBeNull();
    }
    for (const person of [actors.editor, actors.admin]) {
      // Recorded with the insert, not mailed one by one.
      expect(await editorNotices(server.db, person.email!, id)).toEqual([
        { source_table: 'events', title: 'Slava celebration', digested: false },
      ]);
      expect(about(await outboxTo(server.db, person.email!), id)).toEqual([]);
    }
    // The worker's next digest (no waiting here) lists it once for each editor.
    await server.db.query('select public.compose_editor_digests(0)');
    for (const person of [actors.editor, actors.admin]) {
      const digests = (await outboxTo(server.db, person.email!)).filter(
        (mail) => mail.template === 'editor_digest',
      );
      expect(digests).toHaveLength(1);
      expect(digests[0]!.data.items).toContainEqual({
        table: 'events',
        id,
        title: 'Slava celebration',
        kind: 'submission',
        times: 1,
        detail: '',
      });
    }
    for (const person of [actors.owner, actors.other]) {
      expect(await editorNotices(server.db, person.email!, id)).toEqual([]);
      // The author gets only the "received" mail.
      expect(decisions(await outboxTo(server.db, person.email!), id)).toEqual([]);
    }
  });
});

describe('the author is told about the editor’s decision', () => {
  it('sent back with a note: one email in the author’s language, linking the dashboard', async () => {
    await setLanguage(actors.owner.userId!, 'sr_cyrillic');
    const id = randomUUID();
    await actors.owner.client.from('news').insert({ id, ...news('Choir returns') });
    const sendBack = await decideSubmission(
      actors.editor.client,
      'news',
      id,
      'draft',
      'Please add a Serbian title.',
    );
    expect(sendBack.error).toBeNull();
    const mails = decisions(await outboxTo(server.db, actors.owner.email!), id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      template: 'submission_sent_back',
      data: { table: 'news', title: 'Choir returns', note: 'Please add a Serbian title.' },
    });
    expect(await locale(actors.owner.email!, id)).toEqual(['sr_cyrillic', 'sr_cyrillic']);
    const rendered = renderMail(
      { template: mails[0]!.template, locale: 'sr_cyrillic', data: mails[0]!.data },
      'https://zajednica.example',
    );
    expect(rendered.text).toContain('Напомена уредника: Please add a Serbian title.');
    expect(rendered.html).toContain(`https://zajednica.example/dashboard?tab=news&amp;item=${id}`);

    // The author's own resubmission mails nobody but the editors (already told once).
    await actors.owner.client.from('news').update({ status: 'pending_review' }).eq('id', id);
    expect(decisions(await outboxTo(server.db, actors.owner.email!), id)).toHaveLength(1);
  });

  it('published and rejected: one email each, in English when the language is unknown', async () => {
    await setLanguage(actors.other.userId!, null);
    const published = randomUUID();
    const rejected = randomUUID();
    await actors.other.client.from('events').insert({ id: published, ...event('Kolo night') });
    await actors.other.client.from('events').insert({ id: rejected, ...event('Spam party') });
    await decideSubmission(actors.editor.client, 'events', published, 'published');
    await decideSubmission(
      actors.admin.client,
      'events',
      rejected,
      'rejected',
      'Not a community event.',
    );
    const mails = await outboxTo(server.db, actors.other.email!);
    expect(about(mails, published).map((mail) => mail.template)).toEqual([
      'submission_received',
      'submission_published',
    ]);
    expect(about(mails, rejected).map((mail) => mail.template)).toEqual([
      'submission_received',
      'submission_rejected',
    ]);
    expect(about(mails, rejected)[1]!.data.note).toBe('Not a community event.');
    expect(about(mails, published)[1]!.data.slug).toEqual(expect.stringMatching(/^kolo-night/));
    expect(await locale(actors.other.email!, published)).toEqual(['en', 'en']);
  });

  it('the email is written in the same transaction: a failed decision queues nothing', async () => {
    const id = randomUUID();
    await actors.owner.client.from('news').insert({ id, ...news('Half a decision') });
    // A decision whose statement fails (a check added for this test) queues no mail.
    await server.db.query(
      `alter table public.news add constraint decision_test_fails check (status <> 'published') not valid`,
    );
    const failed = await decideSubmission(actors.editor.client, 'news', id, 'published').finally(
      () => server.db.query('alter table public.news drop constraint decision_test_fails'),
    );
    expect(failed.error).not.toBeNull();
    expect(decisions(await outboxTo(server.db, actors.owner.email!), id)).toEqual([]);
    const byOther = await actors.other.client
      .from('news')
      .update({ status: 'published' })
      .eq('id', id)
      .select();
    expect(byOther.data).toEqual([]);
    expect(decisions(await outboxTo(server.db, actors.owner.email!), id)).toEqual([]);
  });
});
