import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEvent } from '../../db/seed/factories.ts';
import { decideSubmission } from '../test/decide.ts';
import { renderMail } from '../mail/render-mail.ts';
import { outboxTo } from '../test/outbox.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { type Actor, type Actors, createActors, signedInActor } from './test-actors.ts';

/**
 * "I'm going" (migrations 0751, 0752) under RLS, as the browser's clients:
 * a member adds and removes only their own; everyone reads the count and
 * nobody but the author and the editors reads who is going; those going
 * get one mail per change of time or place, and when the event is taken
 * down or deleted.
 */

let server: TestServer;
let actors: Actors;

beforeAll(async () => {
  server = await startTestServer();
  actors = await createActors(server);
  await server.db.query(`update public.profiles set full_name = 'Mira Petrović' where id = $1`, [
    actors.other.userId,
  ]);
});
afterAll(() => server.close());

const nextYear = `${new Date().getUTCFullYear() + 1}-06-20`;

async function event(overrides: Record<string, unknown> = {}) {
  const row = await buildEvent(server.db, {
    author_id: actors.owner.userId,
    event_date: nextYear,
    event_time: '19:00',
    venue_name: 'Parish hall',
    ...overrides,
  });
  return String(row.id);
}

async function going(actor: Actor, eventId: string) {
  return actor.client.from('event_rsvps').insert({ event_id: eventId });
}

async function count(actor: Actor, eventId: string) {
  const { data, error } = await actor.client.rpc('event_going_count', { event: eventId });
  expect(error).toBeNull();
  return data as number | null;
}

async function changeMails(address: string, eventId: string) {
  return (await outboxTo(server.db, address)).filter(
    (mail) => mail.template === 'event_changed' && mail.data.id === eventId,
  );
}

describe('saying "I\'m going"', () => {
  it('is for members only: a visitor cannot', async () => {
    const id = await event();
    const { error } = await going(actors.anon, id);
    expect(error).not.toBeNull();
    expect(await count(actors.anon, id)).toBe(0);
  });

  it('counts for everyone, and the member can take it back', async () => {
    const id = await event();
    expect((await going(actors.other, id)).error).toBeNull();
    expect((await going(actors.admin, id)).error).toBeNull();
    expect(await count(actors.anon, id)).toBe(2);
    expect(await count(actors.other, id)).toBe(2);
    const removed = await actors.other.client
      .from('event_rsvps')
      .delete()
      .eq('event_id', id)
      .select();
    expect(removed.error).toBeNull();
    expect(removed.data).toHaveLength(1);
    expect(await count(actors.anon, id)).toBe(1);
  });

  it('is said once per member and event', async () => {
    const id = await event();
    expect((await going(actors.other, id)).error).toBeNull();
    const again = await going(actors.other, id);
    expect(again.error?.code).toBe('23505');
    expect(await count(actors.anon, id)).toBe(1);
  });

  it('cannot be said for someone else, nor taken back for someone else', async () => {
    const id = await event();
    const forged = await actors.other.client
      .from('event_rsvps')
      .insert({ event_id: id, user_id: actors.editor.userId });
    expect(forged.error).not.toBeNull();
    expect((await going(actors.editor, id)).error).toBeNull();
    const removed = await actors.other.client
      .from('event_rsvps')
      .delete()
      .eq('event_id', id)
      .select();
    expect(removed.data).toEqual([]);
    expect(await count(actors.anon, id)).toBe(1);
  });

  it('shows a member only their own rows', async () => {
    const id = await event();
    await going(actors.other, id);
    await going(actors.editor, id);
    const { data } = await actors.other.client
      .from('event_rsvps')
      .select('user_id')
      .eq('event_id', id);
    expect(data).toEqual([{ user_id: actors.other.userId }]);
    const anon = await actors.anon.client.from('event_rsvps').select('user_id').eq('event_id', id);
    expect(anon.data ?? []).toEqual([]);
  });

  it('is refused for an event under review, and for one that has ended', async () => {
    const pending = await event({ status: 'pending_review' });
    expect((await going(actors.other, pending)).error).not.toBeNull();
    expect(await count(actors.anon, pending)).toBeNull();
    const past = await event({ event_date: '2020-05-01' });
    expect((await going(actors.other, past)).error).not.toBeNull();
  });

  it('is taken for a weekly series that began in the past and still runs', async () => {
    const series = await event({
      event_date: '2020-05-07',
      recurrence: JSON.stringify({ freq: 'weekly', weekdays: [4] }),
    });
    expect((await going(actors.other, series)).error).toBeNull();
    const ended = await event({
      event_date: '2020-05-07',
      recurrence: JSON.stringify({ freq: 'weekly', weekdays: [4], count: 3 }),
    });
    expect((await going(actors.other, ended)).error).not.toBeNull();
  });

  it('is bounded per member', async () => {
    const member = await signedInActor(server, 'other');
    const id = await event();
    await server.db.query(
      `insert into public.event_rsvps (event_id, user_id)
       select e.id, $1 from public.events e limit 1`,
      [member.userId],
    );
    // 299 more rows made by the server itself, then the member's own 301st is refused.
    await server.db.query(
      `with made as (
         insert into public.events (title_en, event_date, city_tag, status, slug)
         select 'Bulk ' || n, $2::date, 'toronto', 'published', 'bulk-rsvp-' || n || '-' || $3
         from generate_series(1, 299) n returning id)
       insert into public.event_rsvps (event_id, user_id) select id, $1 from made`,
      [member.userId, nextYear, Date.now()],
    );
    const refused = await going(member, id);
    expect(refused.error?.message).toContain('too many events');
    expect(refused.error?.hint).toBe('event_rsvps_limit');
  });
});

describe('who is going', () => {
  it('the author and editors see names as members gave them; nobody else', async () => {
    const id = await event();
    await going(actors.other, id);
    await going(actors.admin, id);
    for (const reader of [actors.owner, actors.editor]) {
      const { data, error } = await reader.client.rpc('event_going_list', { event: id });
      expect(error).toBeNull();
      const names = (data as { name: string | null }[]).map((row) => row.name);
      expect(names).toHaveLength(2);
      expect(names[0]).toBe('Mira Petrović');
      expect(JSON.stringify(data)).not.toContain('@');
    }
    for (const reader of [actors.anon, actors.other]) {
      const { data, error } = await reader.client.rpc('event_going_list', { event: id });
      expect(data ?? null).toBeNull();
      expect(error).not.toBeNull();
    }
  });
});

describe('the mail to those going', () => {
  it('goes once per person per change of time, in their language, not to the one changing it', async () => {
    const id = await event();
    await server.db.query(
      `update auth.users set raw_user_meta_data = raw_user_meta_data || '{"language":"sr_cyrillic"}'
       where id = $1`,
      [actors.other.userId],
    );
    await going(actors.other, id);
    await going(actors.editor, id);
    const moved = await actors.editor.client
      .from('events')
      .update({ event_time: '20:00' })
      .eq('id', id)
      .select('id');
    expect(moved.data).toHaveLength(1);
    const mails = await changeMails(actors.other.email!, id);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.data).toMatchObject({ change: 'changed', event_time: '20:00' });
    const { rows } = await server.db.query<{ locale: string }>(
      `select locale from public.mail_outbox where template = 'event_changed' and data ->> 'id' = $1`,
      [id],
    );
    expect(rows.map((row) => row.locale)).toEqual(['sr_cyrillic']);
    expect(await changeMails(actors.editor.email!, id)).toHaveLength(0);

    // A change of the description alone is not news for those going.
    await actors.editor.client
      .from('events')
      .update({ description_en: 'More words.' })
      .eq('id', id);
    expect(await changeMails(actors.other.email!, id)).toHaveLength(1);

    // A second change of place is a second mail.
    await actors.editor.client
      .from('events')
      .update({ venue_name: 'Church yard', venue_name_sr_cyrl: 'Порта цркве' })
      .eq('id', id);
    const after = await changeMails(actors.other.email!, id);
    expect(after).toHaveLength(2);
    // The Cyrillic reader's mail carries the venue's Serbian name (issue 37).
    expect(after[1]!.data).toMatchObject({
      venue_name: 'Church yard',
      names: { venue_name_sr_cyrl: 'Порта цркве' },
    });

    // Making it a weekly series changes its dates: a third mail.
    await actors.editor.client
      .from('events')
      .update({ recurrence: { freq: 'weekly', weekdays: [4] } } as never)
      .eq('id', id);
    expect(await changeMails(actors.other.email!, id)).toHaveLength(3);

    // Moved again: the mail names both venues in Serbian for a Serbian reader.
    await actors.editor.client
      .from('events')
      .update({ venue_name: 'Community centre', venue_name_sr_cyrl: 'Друштвени центар' })
      .eq('id', id);
    const movedAgain = (await changeMails(actors.other.email!, id))[3]!;
    expect(movedAgain.data.previous).toMatchObject({
      venue_name: 'Church yard',
      venue_name_sr_cyrl: 'Порта цркве',
    });
    const { rows: queued } = await server.db.query<{
      template: string;
      locale: string;
      data: Record<string, unknown>;
    }>(
      `select template, locale, data from public.mail_outbox
        where template = 'event_changed' and data ->> 'id' = $1 order by created_at desc limit 1`,
      [id],
    );
    const mail = renderMail(queued[0]!, 'https://z.example');
    expect(mail.text).toContain('Друштвени центар');
    expect(mail.text).toContain('Порта цркве.');
    expect(mail.text).not.toMatch(/Church yard|Community centre/);
  });

  it('says the event is cancelled when it is taken off the site or deleted', async () => {
    const withdrawn = await event();
    await going(actors.other, withdrawn);
    const rejected = await decideSubmission(
      actors.editor.client,
      'events',
      withdrawn,
      'rejected',
      'Cancelled by the parish.',
    );
    expect(rejected.error).toBeNull();
    expect((await changeMails(actors.other.email!, withdrawn)).map((m) => m.data.change)).toEqual([
      'cancelled',
    ]);

    const deleted = await event();
    await going(actors.other, deleted);
    const { error } = await actors.owner.client.from('events').delete().eq('id', deleted);
    expect(error).toBeNull();
    const mails = await changeMails(actors.other.email!, deleted);
    expect(mails.map((m) => m.data.change)).toEqual(['cancelled']);
    expect(mails[0]!.data.slug).toBeNull();
  });

  it('is not sent for an event that has already ended', async () => {
    const id = await event();
    await going(actors.other, id);
    await server.db.query(`update public.events set event_date = '2020-01-01' where id = $1`, [id]);
    const first = (await changeMails(actors.other.email!, id)).length;
    await server.db.query(`update public.events set event_time = '10:00' where id = $1`, [id]);
    expect(await changeMails(actors.other.email!, id)).toHaveLength(first);
  });
});
