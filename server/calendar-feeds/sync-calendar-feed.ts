import type { Database } from '../db/database.ts';
import { errorFields, log } from '../log.ts';
import { safeFetch, SafeFetchError, type SafeFetchOptions } from '../net/safe-fetch.ts';
import { applyFeedEvents, type ImportCounts } from './apply-feed-events.ts';
import { mailAdminsOfFailingFeed } from './calendar-feed-failure-mail.ts';
import {
  failuresBeforeMail,
  feedFetchTimeoutMs,
  feedIntervalMs,
  maxFeedBytes,
  maxListedRefusals,
} from './feed-limits.ts';
import { CalendarFeedError, readCalendar } from './read-calendar.ts';

/**
 * One fetch of one organization's feed: through the safe fetcher (public
 * addresses only, redirects checked, a deadline and a byte limit), read by
 * ical.js, applied in one transaction, and the outcome written on the feed
 * row for its admins: the last success and its counts, or the reason it
 * failed (the events stay as they were). The failure that makes
 * `failuresBeforeMail` in a row mails the admins (once, until a success or a
 * new address sets the count back to 0).
 */

export type FeedFailure =
  | 'bad_url'
  | 'blocked_address'
  | 'unresolvable'
  | 'unreachable'
  | 'timeout'
  | 'too_large'
  | 'not_calendar'
  | 'too_many_events'
  | 'organization_not_published';

export interface FeedRow {
  id: string;
  organization_id: string;
  url: string;
}

export interface SyncOptions {
  /** Tests only: reach their local server (the fetcher's own test allowance). */
  fetchOptions?: Partial<SafeFetchOptions>;
  signal?: AbortSignal;
}

export type SyncOutcome = { ok: true; counts: ImportCounts } | { ok: false; error: FeedFailure };

const fetchFailures: Record<SafeFetchError['reason'], FeedFailure> = {
  bad_url: 'bad_url',
  blocked_address: 'blocked_address',
  unresolvable: 'unresolvable',
  too_many_redirects: 'unreachable',
  timeout: 'timeout',
  too_large: 'too_large',
  http_error: 'unreachable',
  network: 'unreachable',
};

function todayIn(zone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
}

export async function syncCalendarFeed(
  db: Database,
  feed: FeedRow,
  options: SyncOptions = {},
): Promise<SyncOutcome> {
  const { rows } = await db.query<{
    status: string;
    trusted: boolean;
    city_tag: string;
    zone: string;
  }>(
    `select o.status::text as status, o.trusted, o.city_tag, public.city_timezone(o.city_tag) as zone
       from public.organizations o where o.id = $1`,
    [feed.organization_id],
  );
  const organization = rows[0];
  if (!organization || organization.status !== 'published') {
    return fail(db, feed, 'organization_not_published');
  }
  let body: string;
  try {
    const fetched = await safeFetch(feed.url, {
      maxBytes: maxFeedBytes,
      timeoutMs: feedFetchTimeoutMs,
      accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1',
      signal: options.signal,
      ...options.fetchOptions,
    });
    body = new TextDecoder('utf-8').decode(fetched.body);
  } catch (error) {
    if (error instanceof SafeFetchError) return fail(db, feed, fetchFailures[error.reason]);
    throw error;
  }
  const today = todayIn(organization.zone);
  let reading;
  try {
    reading = readCalendar(body, { zone: organization.zone, today });
  } catch (error) {
    if (error instanceof CalendarFeedError) return fail(db, feed, error.reason);
    throw error;
  }
  const target = {
    feedId: feed.id,
    organizationId: feed.organization_id,
    cityTag: organization.city_tag,
    trusted: organization.trusted,
    today,
  };
  const applied = await db.transaction((tx) => applyFeedEvents(tx, target, reading));
  const refused = [...reading.refused, ...applied.refused];
  const result = {
    ...applied.counts,
    outside: reading.outside,
    refusedCount: refused.length,
    refused: refused.slice(0, maxListedRefusals).map((r) => ({
      uid: r.uid.slice(0, 200),
      title: r.title.slice(0, 200),
      reason: r.reason,
    })),
  };
  await db.query(
    `update public.organization_calendar_feeds
        set last_fetched_at = now(), last_success_at = now(), last_error = null,
            failures_in_a_row = 0, last_result = $3::jsonb, next_fetch_at = now() + make_interval(secs => $4),
            fetch_requested_at = null, fetching_since = null
      where id = $1 and url = $2`,
    [feed.id, feed.url, JSON.stringify(result), feedIntervalMs / 1000],
  );
  log.info('calendar feed fetched', { feed: feed.id, ...applied.counts });
  return { ok: true, counts: applied.counts };
}

async function fail(db: Database, feed: FeedRow, error: FeedFailure): Promise<SyncOutcome> {
  // One UPDATE counts the failure under the row's lock: of two instances
  // (or two runs) only one sees the count reach the limit, and it queues the
  // mail in the same transaction.
  const mailed = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ failures_in_a_row: number; last_success_at: string | null }>(
      `update public.organization_calendar_feeds
          set last_fetched_at = now(), last_error = $3,
              next_fetch_at = now() + make_interval(secs => $4),
              fetch_requested_at = null, fetching_since = null,
              failures_in_a_row = failures_in_a_row + 1
        where id = $1 and url = $2
        returning failures_in_a_row, to_jsonb(last_success_at) #>> '{}' as last_success_at`,
      [feed.id, feed.url, error, feedIntervalMs / 1000],
    );
    const row = rows[0];
    if (row?.failures_in_a_row !== failuresBeforeMail) return 0;
    return mailAdminsOfFailingFeed(tx, feed, {
      reason: error,
      lastSuccessAt: row.last_success_at,
    });
  });
  log.info('calendar feed not fetched', { feed: feed.id, error, mailed });
  return { ok: false, error };
}

/** Logs an unexpected failure (the database, a bug) and frees the feed for the next tick. */
export async function releaseAfterCrash(db: Database, feed: FeedRow, error: unknown) {
  log.warn('calendar feed sync failed', { feed: feed.id, ...errorFields(error) });
  await db.query(
    `update public.organization_calendar_feeds
        set fetching_since = null, fetch_requested_at = null,
            next_fetch_at = now() + make_interval(secs => $2)
      where id = $1`,
    [feed.id, feedIntervalMs / 1000],
  );
}
