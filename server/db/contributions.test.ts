import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRow, memorialRow, newsRow, organizationRow } from '../../domain/submission-rows.ts';
import {
  eventSubmissionSchema,
  memorialSubmissionSchema,
  newsSubmissionSchema,
  organizationSubmissionSchema,
} from '../../domain/submission-schemas.ts';
import { buildCity, buildCreator } from '../../db/seed/factories.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { createActors, type Actors } from './test-actors.ts';
import { storedRow, formValues } from './test-rows.ts';
import { decideClaim, decideSubmission } from '../test/decide.ts';

/** Issue 8: the forms' inserts as the user, the review loop and its audit trail. */

let server: TestServer;
let actors: Actors;
let cityId: string;

beforeAll(async () => {
  server = await startTestServer();
  actors = await createActors(server);
  cityId = String((await buildCity(server.db, 'toronto')).id);
});
afterAll(() => server.close());

const organization = () =>
  organizationRow(
    formValues(organizationSubmissionSchema, {
      name_en: 'Serbian Cultural Club',
      category: 'culture',
      city_tag: 'Toronto',
      email: 'club@example.com',
      logo_image_url: 'https://example.com/logo.png',
    }),
  );

const event = () =>
  eventRow(
    eventSubmissionSchema.parse({
      title_en: 'Vidovdan picnic',
      title_sr_cyrl: 'Видовдански пикник',
      description_en: '',
      description_sr_cyrl: '',
      event_date: '2031-06-28',
      event_time: '12:00',
      end_date: '',
      end_time: '',
      venue_name: 'Park',
      location_text: '',
      city_tag: 'ottawa',
      tickets_url: '',
      image_url: '',
      organization_id: '',
    }),
  );

const news = () =>
  newsRow(
    formValues(newsSubmissionSchema, {
      title_en: 'Choir returns',
      content_en: 'The choir sings again.',
    }),
  );

describe('submissions as the signed-in user', () => {
  it('inserts each form row as pending_review owned by the user, without reading it back', async () => {
    const memorial = memorialRow(
      formValues(memorialSubmissionSchema, {
        full_name: 'Milena Jovanović',
        given_names: 'Milena',
        primary_city_id: cityId,
        biography_sr_cyrl: 'Вољена мајка.\n\nПочивај у миру.',
        gallery_image_urls: 'https://example.com/1.jpg',
      }),
    );
    const rows = {
      organizations: organization(),
      events: event(),
      news: news(),
      memorials: memorial,
    };
    for (const [table, row] of Object.entries(rows)) {
      const id = randomUUID();
      const { error, data } = await actors.owner.client.from(table).insert({ id, ...row });
      expect(error).toBeNull();
      expect(data).toBeNull();
      const stored = await storedRow(server.db, table, id);
      expect(stored?.status).toBe('pending_review');
      expect(stored?.[table === 'memorials' ? 'submitter_id' : 'author_id']).toBe(
        actors.owner.userId,
      );
    }
  });

  it('refuses inserting for another user, inserting as published, and editing a pending row', async () => {
    const forOther = await actors.owner.client
      .from('organizations')
      .insert({ id: randomUUID(), ...organization(), author_id: actors.other.userId });
    expect(forOther.error?.code).toBe('42501');
    const published = await actors.owner.client
      .from('events')
      .insert({ id: randomUUID(), ...event(), status: 'published' });
    expect(published.error?.code).toBe('42501');
    const id = randomUUID();
    await actors.owner.client.from('news').insert({ id, ...news() });
    const edit = await actors.owner.client
      .from('news')
      .update({ title_en: 'Changed' })
      .eq('id', id)
      .select();
    expect(edit.data).toEqual([]);
    const publish = await actors.owner.client
      .from('news')
      .update({ status: 'published' })
      .eq('id', id)
      .select();
    expect(publish.data).toEqual([]);
    expect((await storedRow(server.db, 'news', id))?.title_en).toBe('Choir returns');
  });
});

describe('the same submission sent twice (issue 18)', () => {
  it('keeps one row: the second insert of the same id is a unique violation', async () => {
    const id = randomUUID();
    const first = await actors.owner.client.from('organizations').insert({ id, ...organization() });
    expect(first.error).toBeNull();
    const second = await actors.owner.client
      .from('organizations')
      .insert({ id, ...organization() });
    expect(second.error?.code).toBe('23505');
    expect(second.error?.message).toContain('organizations_pkey');
    const count = await server.db.query(
      'select count(*)::int as n from organizations where id = $1',
      [id],
    );
    expect(count.rows[0]).toEqual({ n: 1 });
  });

  it('refuses an end time before the start on the same end date, naming end_time', async () => {
    const { error } = await actors.owner.client
      .from('events')
      .insert({ id: randomUUID(), ...event(), end_date: '2031-06-28', end_time: '11:00' });
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain('end_time');
    const pastMidnight = await actors.owner.client
      .from('events')
      .insert({ id: randomUUID(), ...event(), end_time: '00:00' });
    expect(pastMidnight.error).toBeNull();
  });
});

describe('review by editors', () => {
  it('sends back with a note, takes the edited resubmission, publishes, and audits each step', async () => {
    const id = randomUUID();
    await actors.owner.client.from('news').insert({ id, ...news() });
    const sendBack = await decideSubmission(
      actors.editor.client,
      'news',
      id,
      'draft',
      'Please add a Serbian title.',
    );
    expect(sendBack.error).toBeNull();
    const seen = await actors.owner.client
      .from('news')
      .select('status, review_note')
      .eq('id', id)
      .single();
    expect(seen.data).toEqual({ status: 'draft', review_note: 'Please add a Serbian title.' });

    const forged = await actors.owner.client
      .from('news')
      .update({ review_note: 'Approved!' })
      .eq('id', id);
    expect(forged.error).toBeNull();
    expect((await storedRow(server.db, 'news', id))?.review_note).toBe(
      'Please add a Serbian title.',
    );

    const resubmit = await actors.owner.client
      .from('news')
      .update({ title_sr_cyrl: 'Хор се враћа', status: 'pending_review' })
      .eq('id', id);
    expect(resubmit.error).toBeNull();
    expect(await storedRow(server.db, 'news', id)).toMatchObject({
      status: 'pending_review',
      review_note: null,
    });

    expect(
      (await decideSubmission(actors.editor.client, 'news', id, 'published')).error,
    ).toBeNull();
    const publicView = await actors.anon.client
      .from('news')
      .select('title_sr_cyrl')
      .eq('id', id)
      .single();
    expect(publicView.data).toEqual({ title_sr_cyrl: 'Хор се враћа' });

    const log = await actors.editor.client
      .from('moderation_log')
      .select('actor_id, from_status, to_status, note')
      .eq('row_id', id)
      .order('created_at');
    expect(log.data).toEqual([
      {
        actor_id: actors.editor.userId,
        from_status: 'pending_review',
        to_status: 'draft',
        note: 'Please add a Serbian title.',
      },
      {
        actor_id: actors.owner.userId,
        from_status: 'draft',
        to_status: 'pending_review',
        note: null,
      },
      {
        actor_id: actors.editor.userId,
        from_status: 'pending_review',
        to_status: 'published',
        note: null,
      },
    ]);
    for (const name of ['owner', 'other'] as const) {
      const hidden = await actors[name].client.from('moderation_log').select('id').eq('row_id', id);
      expect(hidden.data).toEqual([]);
    }
    const anonLog = await actors.anon.client.from('moderation_log').select('id');
    expect(anonLog.error?.code).toBe('42501');
  });

  it('lets an owner delete their own memorial but not another person’s', async () => {
    const id = randomUUID();
    await actors.owner.client
      .from('memorials')
      .insert({ id, full_name: 'Jovan Jovanović', city_id: cityId });
    const byOther = await actors.other.client
      .from('memorials')
      .delete({ count: 'exact' })
      .eq('id', id);
    expect(byOther.count).toBe(0);
    const byOwner = await actors.owner.client
      .from('memorials')
      .delete({ count: 'exact' })
      .eq('id', id);
    expect(byOwner.count).toBe(1);
  });
});

describe('creator claims and reports in the queue', () => {
  it('an editor approves a claim: the claimant owns the profile, whose status stays', async () => {
    const creator = await buildCreator(server.db);
    const { rows } = await server.db.query<{ id: string }>(
      `insert into public.creator_claims (creator_id, email, proof, status)
       values ($1, $2, 'My channel', 'pending_admin_review') returning id`,
      [creator.id, actors.other.email!.toUpperCase()],
    );
    const claimId = rows[0]!.id;
    const byUser = await decideClaim(actors.owner.client, claimId, true);
    expect(byUser.error?.code).toBe('42501');
    const byEditor = await decideClaim(actors.editor.client, claimId, true);
    expect(byEditor).toMatchObject({ error: null, data: 'approved' });
    expect(await storedRow(server.db, 'creators', String(creator.id))).toMatchObject({
      owner_user_id: actors.other.userId,
      status: 'published',
    });
    const again = await decideClaim(actors.editor.client, claimId, true);
    expect(again.status).toBe(409);
    const log = await actors.editor.client
      .from('moderation_log')
      .select('table_name, actor_id, from_status, to_status')
      .in('row_id', [claimId, creator.id])
      .order('table_name');
    expect(log.data).toEqual([
      {
        table_name: 'creator_claims',
        actor_id: actors.editor.userId,
        from_status: 'pending_admin_review',
        to_status: 'approved',
      },
    ]);
  });

  it('only editors resolve a report', async () => {
    const creator = await buildCreator(server.db);
    const { rows } = await server.db.query<{ id: string }>(
      `insert into public.creator_reports (creator_id, reason) values ($1, 'Spam') returning id`,
      [creator.id],
    );
    const id = rows[0]!.id;
    const byUser = await actors.owner.client
      .from('creator_reports')
      .update({ status: 'resolved', review_note: 'Spam removed.' })
      .eq('id', id)
      .select();
    expect(byUser.data).toEqual([]);
    const byEditor = await actors.editor.client
      .from('creator_reports')
      .update({ status: 'resolved', review_note: 'Spam removed.' })
      .eq('id', id)
      .select('status');
    expect(byEditor.data).toEqual([{ status: 'resolved' }]);
  });
});
