import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEvent, buildOrganization, buildUser } from '../../db/seed/factories.ts';
import {
  calendarOf,
  type FeedServer,
  startFeedServer,
  vevent,
} from '../test/calendar-feed-server.ts';
import { renderMail } from '../mail/render-mail.ts';
import { outboxTo } from '../test/outbox.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { runDueCalendarFeeds } from './calendar-feed-schedule.ts';
import { failuresBeforeMail } from './feed-limits.ts';
import { syncCalendarFeed, type FeedRow } from './sync-calendar-feed.ts';

/**
 * An organization's calendar feed kept in step (decision 033), on either
 * engine: a real local HTTP server serves the ICS, the real safe fetcher
 * fetches it (loopback allowed only through its test option; one case
 * leaves it out and must be refused), and the events land in the database
 * as the site shows them.
 */

let server: TestServer;
let feeds: FeedServer;
const loopback = { allowAddress: (a: string) => a === '127.0.0.1', allowAnyPort: true };
const year = new Date().getUTCFullYear() + 1;
const lastYear = new Date().getUTCFullYear() - 1;

beforeAll(async () => {
  server = await startTestServer();
  feeds = await startFeedServer();
});
afterAll(async () => {
  await feeds.close();
  await server.close();
});

let paths = 0;
/** A published organization with a feed at a fresh path, not due for the schedule. */
async function connect(options: { trusted?: boolean } = {}) {
  const owner = await buildUser(server.db, { email: `feed-${Date.now()}-${paths}@example.com` });
  const organization = await buildOrganization(server.db, {
    author_id: owner.id,
    trusted: options.trusted ?? false,
  });
  const path = `/calendar-${++paths}.ics`;
  const { rows } = await server.db.query<FeedRow & Record<string, unknown>>(
    `insert into public.organization_calendar_feeds (organization_id, url, added_by)
     values ($1, $2, $3) returning id, organization_id, url`,
    [organization.id, `${feeds.origin}${path}`, owner.id],
  );
  await server.db.query(
    `update public.organization_calendar_feeds set next_fetch_at = now() + interval '1 day' where id = $1`,
    [rows[0]!.id],
  );
  return { feed: rows[0]!, path };
}

const sync = (feed: FeedRow, options = {}) =>
  syncCalendarFeed(server.db, feed, { fetchOptions: { ...loopback, ...options } });

async function eventsOf(feed: FeedRow) {
  const { rows } = await server.db.query<Record<string, unknown>>(
    `select source_uid, title_en, title_sr_cyrl, event_date::text, event_time::text, end_date::text,
            end_time::text, timezone, status::text, source_state, recurrence, organization_id,
            source_feed_id, author_id, location_text
       from public.events where organization_id = $1 order by source_uid`,
    [feed.organization_id],
  );
  return rows;
}

async function feedRow(feed: FeedRow) {
  const { rows } = await server.db.query<Record<string, unknown>>(
    'select * from public.organization_calendar_feeds where id = $1',
    [feed.id],
  );
  return rows[0]!;
}

const liturgy = (fields: Record<string, string> = {}) =>
  vevent({
    UID: 'liturgy@parish.example',
    SUMMARY: 'Света литургија',
    'DTSTART;TZID=America/Toronto': `${year}0110T100000`,
    'DTEND;TZID=America/Toronto': `${year}0110T113000`,
    LOCATION: 'Church hall',
    ...fields,
  });

describe('a new feed', () => {
  it('brings its events in, waiting for review, each linked to its source', async () => {
    const { feed, path } = await connect();
    feeds.set(path, {
      kind: 'calendar',
      body: calendarOf(
        liturgy(),
        vevent({
          UID: 'picnic@parish.example',
          SUMMARY: 'Parish picnic',
          'DTSTART;VALUE=DATE': `${year}0612`,
          'DTEND;VALUE=DATE': `${year}0614`,
        }),
        vevent({
          UID: 'chess@parish.example',
          SUMMARY: 'Chess club',
          DTSTART: `${year}0105T000000Z`,
          DURATION: 'PT2H',
          RRULE: 'FREQ=WEEKLY;BYDAY=TU,TH;COUNT=20',
        }),
        vevent({
          UID: 'slava@parish.example',
          SUMMARY: 'Slava',
          'DTSTART;VALUE=DATE': `${year}1108`,
          RRULE: 'FREQ=YEARLY',
        }),
        vevent({
          UID: 'old@parish.example',
          SUMMARY: 'Last year’s fair',
          'DTSTART;VALUE=DATE': `${lastYear}0101`,
        }),
      ),
    });
    const outcome = await sync(feed);
    expect(outcome).toEqual({
      ok: true,
      counts: { imported: 3, updated: 0, proposed: 0, withdrawn: 0, unchanged: 0 },
    });
    const events = await eventsOf(feed);
    expect(events.map((e) => e.source_uid)).toEqual([
      'chess@parish.example',
      'liturgy@parish.example',
      'picnic@parish.example',
    ]);
    for (const event of events) {
      expect(event).toMatchObject({
        status: 'pending_review',
        source_state: 'active',
        source_feed_id: feed.id,
        author_id: null,
      });
    }
    expect(events[1]).toMatchObject({
      title_en: 'Света литургија',
      title_sr_cyrl: 'Света литургија',
      event_date: `${year}-01-10`,
      event_time: '10:00:00',
      end_time: '11:30:00',
      end_date: null,
      timezone: 'America/Toronto',
      location_text: 'Church hall',
    });
    // A whole-day DTEND is exclusive: the picnic is on the 12th and 13th.
    expect(events[2]).toMatchObject({ event_date: `${year}-06-12`, end_date: `${year}-06-13` });
    // 00:00 UTC on 5 January is 19:00 on the 4th in Toronto: the rule's UTC
    // Tuesdays and Thursdays are Mondays and Wednesdays there.
    expect(events[0]).toMatchObject({
      event_date: `${year}-01-04`,
      event_time: '19:00:00',
      end_time: '21:00:00',
      recurrence: { freq: 'weekly', weekdays: [1, 3], count: 20 },
    });
    const row = await feedRow(feed);
    expect(row.last_error).toBeNull();
    expect(row.last_success_at).not.toBeNull();
    expect(row.last_result).toMatchObject({
      imported: 3,
      outside: 1,
      refusedCount: 1,
      refused: [{ uid: 'slava@parish.example', title: 'Slava', reason: 'unsupported_recurrence' }],
    });
  });

  it('is published at once for a trusted organization', async () => {
    const { feed, path } = await connect({ trusted: true });
    feeds.set(path, { kind: 'calendar', body: calendarOf(liturgy()) });
    await sync(feed);
    expect(await eventsOf(feed)).toMatchObject([{ status: 'published' }]);
    const seen = await server
      .client()
      .from('events')
      .select('title_en')
      .eq('organization_id', feed.organization_id);
    expect(seen.data).toEqual([{ title_en: 'Света литургија' }]);
  });
});

describe('a feed fetched again', () => {
  it('changes nothing and duplicates nothing when the calendar is the same', async () => {
    const { feed, path } = await connect();
    feeds.set(path, { kind: 'calendar', body: calendarOf(liturgy()) });
    await sync(feed);
    const again = await sync(feed);
    expect(again).toMatchObject({ ok: true, counts: { imported: 0, unchanged: 1 } });
    expect(await eventsOf(feed)).toHaveLength(1);
  });

  it('refuses a UID the calendar holds twice, and the database holds one per organization', async () => {
    const { feed, path } = await connect();
    feeds.set(path, {
      kind: 'calendar',
      body: calendarOf(liturgy(), liturgy({ SUMMARY: 'Copy' })),
    });
    await sync(feed);
    expect(await eventsOf(feed)).toHaveLength(1);
    expect((await feedRow(feed)).last_result).toMatchObject({
      refused: [{ uid: 'liturgy@parish.example', reason: 'duplicate_uid' }],
    });
    const twice = server.db.query(
      `insert into public.events (title_en, event_date, timezone, city_tag, organization_id, source_uid)
       values ('Again', $2, 'America/Toronto', 'toronto', $1, 'liturgy@parish.example')`,
      [feed.organization_id, `${year}-01-10`],
    );
    await expect(twice).rejects.toThrow(/events_organization_source_uid_key/);
  });

  it('updates an event waiting for review in place', async () => {
    const { feed, path } = await connect();
    feeds.set(path, { kind: 'calendar', body: calendarOf(liturgy()) });
    await sync(feed);
    feeds.set(path, {
      kind: 'calendar',
      body: calendarOf(
        liturgy({ 'DTSTART;TZID=America/Toronto': `${year}0110T090000`, SEQUENCE: '1' }),
      ),
    });
    expect(await sync(feed)).toMatchObject({ counts: { updated: 1 } });
    expect(await eventsOf(feed)).toMatchObject([
      { event_time: '09:00:00', status: 'pending_review' },
    ]);
  });

  it('sends a change of a published event to the editors as a revision', async () => {
    const { feed, path } = await connect();
    feeds.set(path, { kind: 'calendar', body: calendarOf(liturgy()) });
    await sync(feed);
    await server.db.query(
      `update public.events set status = 'published' where organization_id = $1`,
      [feed.organization_id],
    );
    feeds.set(path, {
      kind: 'calendar',
      body: calendarOf(liturgy({ LOCATION: 'New church', SUMMARY: 'Света литургија' })),
    });
    expect(await sync(feed)).toMatchObject({ counts: { proposed: 1 } });
    const [event] = await eventsOf(feed);
    expect(event).toMatchObject({ location_text: 'Church hall', status: 'published' });
    const { rows } = await server.db.query(
      `select r.changes, r.status from public.content_revisions r
         join public.events e on e.id = r.row_id
        where e.organization_id = $1`,
      [feed.organization_id],
    );
    expect(rows).toEqual([{ changes: { location_text: 'New church' }, status: 'pending_review' }]);
    // The same calendar again proposes nothing new.
    expect(await sync(feed)).toMatchObject({ counts: { unchanged: 1 } });
  });

  it('updates a trusted organization’s published event directly', async () => {
    const { feed, path } = await connect({ trusted: true });
    feeds.set(path, { kind: 'calendar', body: calendarOf(liturgy()) });
    await sync(feed);
    feeds.set(path, { kind: 'calendar', body: calendarOf(liturgy({ LOCATION: 'New church' })) });
    expect(await sync(feed)).toMatchObject({ counts: { updated: 1 } });
    expect(await eventsOf(feed)).toMatchObject([
      { location_text: 'New church', status: 'published' },
    ]);
  });

  it('withdraws a cancelled event, and a removed one that has not ended', async () => {
    const { feed, path } = await connect({ trusted: true });
    const picnic = vevent({
      UID: 'picnic@parish.example',
      SUMMARY: 'Picnic',
      'DTSTART;VALUE=DATE': `${year}0612`,
    });
    feeds.set(path, { kind: 'calendar', body: calendarOf(liturgy(), picnic) });
    await sync(feed);
    // An event of last year, imported then, is history: its removal changes nothing.
    await buildEvent(server.db, {
      organization_id: feed.organization_id,
      event_date: `${lastYear}-03-01`,
      source_uid: 'past@parish.example',
      source_feed_id: feed.id,
      source_state: 'active',
      timezone: 'America/Toronto',
    });
    feeds.set(path, {
      kind: 'calendar',
      body: calendarOf(liturgy({ STATUS: 'CANCELLED' })),
    });
    expect(await sync(feed)).toMatchObject({ counts: { withdrawn: 2 } });
    expect(await eventsOf(feed)).toMatchObject([
      { source_uid: 'liturgy@parish.example', status: 'draft', source_state: 'cancelled' },
      { source_uid: 'past@parish.example', status: 'published', source_state: 'active' },
      { source_uid: 'picnic@parish.example', status: 'draft', source_state: 'removed' },
    ]);
    const visible = await server
      .client()
      .from('events')
      .select('source_uid')
      .eq('organization_id', feed.organization_id);
    expect(visible.data).toEqual([{ source_uid: 'past@parish.example' }]);

    // Back in the calendar: sent again (published, the organization being trusted).
    feeds.set(path, { kind: 'calendar', body: calendarOf(liturgy(), picnic) });
    expect(await sync(feed)).toMatchObject({ counts: { updated: 2 } });
    expect((await eventsOf(feed)).map((e) => e.status)).toEqual([
      'published',
      'published',
      'published',
    ]);
  });

  it('imports a changed occurrence as its own event and an exception of its series', async () => {
    const { feed, path } = await connect();
    feeds.set(path, {
      kind: 'calendar',
      body: calendarOf(
        vevent({
          UID: 'vespers@parish.example',
          SUMMARY: 'Vespers',
          'DTSTART;TZID=America/Vancouver': `${year}0103T180000`,
          RRULE: `FREQ=MONTHLY;BYDAY=1SA;UNTIL=${year}1231T235959Z`,
          'EXDATE;TZID=America/Vancouver': `${year}0207T180000`,
        }),
        vevent({
          UID: 'vespers@parish.example',
          'RECURRENCE-ID;TZID=America/Vancouver': `${year}0306T180000`,
          SUMMARY: 'Vespers (moved)',
          'DTSTART;TZID=America/Vancouver': `${year}0307T180000`,
        }),
      ),
    });
    await sync(feed);
    expect(await eventsOf(feed)).toMatchObject([
      {
        source_uid: 'vespers@parish.example',
        timezone: 'America/Vancouver',
        recurrence: {
          freq: 'monthly',
          weekday: 6,
          week: 1,
          until: `${year}-12-31`,
          except: [`${year}-02-07`, `${year}-03-06`],
        },
      },
      {
        source_uid: `vespers@parish.example#${year}0306`,
        event_date: `${year}-03-07`,
        recurrence: null,
      },
    ]);
  });
});

describe('a hostile or broken feed', () => {
  async function failing(answer: Parameters<FeedServer['set']>[1], options = {}) {
    const { feed, path } = await connect();
    feeds.set(path, { kind: 'calendar', body: calendarOf(liturgy()) });
    await sync(feed);
    feeds.set(path, answer);
    const outcome = await sync(feed, options);
    const row = await feedRow(feed);
    // The events stay as the last good fetch left them.
    expect(await eventsOf(feed)).toMatchObject([
      { status: 'pending_review', source_state: 'active' },
    ]);
    expect(row.last_success_at).not.toBeNull();
    expect(row.last_error).toBe(outcome.ok ? null : outcome.error);
    return outcome;
  }

  it('refuses a feed larger than the limit', async () => {
    expect(await failing({ kind: 'huge', bytes: 3 * 1024 * 1024 })).toEqual({
      ok: false,
      error: 'too_large',
    });
  });

  it('gives up on a feed that never finishes', async () => {
    expect(await failing({ kind: 'slow' }, { timeoutMs: 1500 })).toEqual({
      ok: false,
      error: 'timeout',
    });
  });

  it('refuses what is not a calendar, and a calendar of too many events', async () => {
    expect(await failing({ kind: 'calendar', body: '<html>Not here</html>' })).toEqual({
      ok: false,
      error: 'not_calendar',
    });
    expect(
      await failing({ kind: 'calendar', body: 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nbroken' }),
    ).toEqual({ ok: false, error: 'not_calendar' });
    const many = Array.from({ length: 3001 }, (_, i) =>
      vevent({ UID: `e${i}`, SUMMARY: 'x', 'DTSTART;VALUE=DATE': `${year}0101` }),
    );
    expect(await failing({ kind: 'calendar', body: calendarOf(...many) })).toEqual({
      ok: false,
      error: 'too_many_events',
    });
  });

  it('reports an address that does not answer with a calendar', async () => {
    expect(await failing({ kind: 'status', status: 500 })).toEqual({
      ok: false,
      error: 'unreachable',
    });
  });

  it('never fetches a private address without the tests’ allowance', async () => {
    const { feed, path } = await connect();
    feeds.set(path, { kind: 'calendar', body: calendarOf(liturgy()) });
    // Any port, as in the other cases; only the address check is the fetcher's own.
    const outcome = await syncCalendarFeed(server.db, feed, {
      fetchOptions: { allowAnyPort: true },
    });
    expect(outcome).toEqual({ ok: false, error: 'blocked_address' });
    expect(await eventsOf(feed)).toEqual([]);
    expect(await feedRow(feed)).toMatchObject({
      last_error: 'blocked_address',
      last_success_at: null,
    });
  });
});

describe('a feed that keeps failing', () => {
  /** A feed that worked once, with a second admin who reads mail in Serbian Cyrillic. */
  async function failingFeedWithTwoAdmins() {
    const { feed, path } = await connect();
    const { rows } = await server.db.query<{ email: string }>(
      `select u.email from public.organization_admins a join auth.users u on u.id = a.user_id
        where a.organization_id = $1`,
      [feed.organization_id],
    );
    const serbian = await buildUser(server.db, {
      email: `feed-sr-${Date.now()}-${paths}@example.com`,
    });
    await server.db.query(
      `update auth.users set raw_user_meta_data = raw_user_meta_data || '{"mail_language": "sr_cyrillic"}'
        where id = $1`,
      [serbian.id],
    );
    await server.db.query(
      'insert into public.organization_admins (organization_id, user_id) values ($1, $2)',
      [feed.organization_id, serbian.id],
    );
    feeds.set(path, { kind: 'calendar', body: calendarOf(liturgy()) });
    expect((await sync(feed)).ok).toBe(true);
    feeds.set(path, { kind: 'status', status: 500 });
    return { feed, path, english: rows[0]!.email, serbian: serbian.email };
  }

  const failingMails = async (address: string) =>
    (await outboxTo(server.db, address)).filter(
      (m) => m.template === 'organization_calendar_failing',
    );

  async function failTimes(feed: FeedRow, times: number) {
    for (let i = 0; i < times; i++) expect((await sync(feed)).ok).toBe(false);
  }

  it('mails each admin once, in their language, when it has failed three times in a row', async () => {
    expect(failuresBeforeMail).toBe(3);
    const { feed, english, serbian } = await failingFeedWithTwoAdmins();
    await failTimes(feed, 2);
    expect(await failingMails(english)).toEqual([]);
    expect(await failingMails(serbian)).toEqual([]);
    await failTimes(feed, 1);
    const row = await feedRow(feed);
    expect(row.failures_in_a_row).toBe(3);
    const [toEnglish, ...moreEnglish] = await failingMails(english);
    const [toSerbian, ...moreSerbian] = await failingMails(serbian);
    expect([moreEnglish, moreSerbian]).toEqual([[], []]);
    expect(toEnglish!.locale).toBe('en');
    expect(toSerbian!.locale).toBe('sr_cyrillic');
    const { rows } = await server.db.query<{ name_en: string; name_sr_cyrl: string; slug: string }>(
      'select name_en, name_sr_cyrl, slug from public.organizations where id = $1',
      [feed.organization_id],
    );
    const organization = rows[0]!;
    for (const mail of [toEnglish!, toSerbian!]) {
      expect(mail.data).toMatchObject({
        name: organization.name_en,
        names: { name_sr_cyrl: organization.name_sr_cyrl },
        slug: organization.slug,
        reason: 'unreachable',
        timezone: 'America/Toronto',
      });
      expect(new Date(String(mail.data.last_success_at)).getTime()).toBe(
        new Date(row.last_success_at as string).getTime(),
      );
    }
    const rendered = renderMail(toSerbian!, 'https://z.example');
    expect(rendered.subject).toBe(
      `Календар организације „${organization.name_sr_cyrl}“ више се не ажурира`,
    );
    expect(rendered.text).toContain(`https://z.example/org/${organization.slug}/manage`);
    expect(rendered.text).toContain('Сервер календара није вратио календар');

    // A fourth failure: no new mail.
    await failTimes(feed, 1);
    expect(await failingMails(english)).toHaveLength(1);
    expect(await failingMails(serbian)).toHaveLength(1);
  });

  it('mails again after the feed worked and then failed three times again', async () => {
    const { feed, path, english, serbian } = await failingFeedWithTwoAdmins();
    await failTimes(feed, 4);
    feeds.set(path, { kind: 'calendar', body: calendarOf(liturgy()) });
    expect((await sync(feed)).ok).toBe(true);
    expect((await feedRow(feed)).failures_in_a_row).toBe(0);
    feeds.set(path, { kind: 'status', status: 500 });
    await failTimes(feed, 2);
    expect(await failingMails(english)).toHaveLength(1);
    await failTimes(feed, 1);
    expect(await failingMails(english)).toHaveLength(2);
    expect(await failingMails(serbian)).toHaveLength(2);
  });

  it('counts again from nothing when the address changes', async () => {
    const { feed, english } = await failingFeedWithTwoAdmins();
    await failTimes(feed, 2);
    const moved = `${feeds.origin}/moved-${++paths}.ics`;
    await server.db.query('update public.organization_calendar_feeds set url = $2 where id = $1', [
      feed.id,
      moved,
    ]);
    const row = await feedRow(feed);
    expect(row.failures_in_a_row).toBe(0);
    const movedFeed = { ...feed, url: moved };
    await failTimes(movedFeed, 2);
    expect(await failingMails(english)).toEqual([]);
    await failTimes(movedFeed, 1);
    const mails = await failingMails(english);
    expect(mails).toHaveLength(1);
    // The new address never worked.
    expect(mails[0]!.data.last_success_at).toBeNull();
    expect(renderMail(mails[0]!, 'https://z.example').text).toContain(
      'The calendar has never been fetched successfully.',
    );
  });

  it('mails once when two syncs record the third failure at the same time', async () => {
    const { feed, english, serbian } = await failingFeedWithTwoAdmins();
    await failTimes(feed, 1);
    const outcomes = await Promise.all([sync(feed), sync(feed)]);
    expect(outcomes.map((o) => o.ok)).toEqual([false, false]);
    expect((await feedRow(feed)).failures_in_a_row).toBe(3);
    expect(await failingMails(english)).toHaveLength(1);
    expect(await failingMails(serbian)).toHaveLength(1);
  });
});

describe('the schedule', () => {
  it('fetches feeds that are due or asked for, and not the others', async () => {
    const due = await connect();
    const later = await connect();
    feeds.set(due.path, { kind: 'calendar', body: calendarOf(liturgy()) });
    feeds.set(later.path, { kind: 'calendar', body: calendarOf(liturgy()) });
    await server.db.query(
      `update public.organization_calendar_feeds set fetch_requested_at = now() where id = $1`,
      [due.feed.id],
    );
    expect(await runDueCalendarFeeds(server.db, { fetchOptions: loopback, limit: 50 })).toBe(1);
    expect(await eventsOf(due.feed)).toHaveLength(1);
    expect(await eventsOf(later.feed)).toHaveLength(0);
    const row = await feedRow(due.feed);
    expect(row.fetch_requested_at).toBeNull();
    expect(row.fetching_since).toBeNull();
    expect(new Date(String(row.next_fetch_at)).getTime()).toBeGreaterThan(
      Date.now() + 3 * 3600_000,
    );
  });
});
