import type { Database } from '../db/database.ts';
import { errorFields, log } from '../log.ts';
import { feedsPerTick, scheduleTickMs, staleClaimMinutes } from './feed-limits.ts';
import {
  releaseAfterCrash,
  syncCalendarFeed,
  type FeedRow,
  type SyncOptions,
} from './sync-calendar-feed.ts';

/**
 * Organizations' calendar feeds, fetched in the background as the other
 * periodic work of the server is done (image upkeep, retention): a timer per
 * process, one pass at a time. Each minute a pass claims the feeds that are
 * due (every few hours, or asked for with "fetch now"), at most a few, and
 * syncs them one after another. The claim is a row update that skips rows
 * another instance holds, so several instances (SERVER_WORKERS, two servers
 * on one database) never fetch the same feed at once; a claim left by a
 * crashed instance is taken over after a few minutes. stop() waits for the
 * running pass.
 */

const claimSql = `
  update public.organization_calendar_feeds f set fetching_since = now()
   where f.id in (
     select d.id from public.organization_calendar_feeds d
      where (d.fetch_requested_at is not null or d.next_fetch_at <= now())
        and (d.fetching_since is null or d.fetching_since < now() - make_interval(mins => $2))
      order by coalesce(d.fetch_requested_at, d.next_fetch_at)
      limit $1
      for update skip locked)
  returning f.id, f.organization_id, f.url`;

/** One pass: claims the due feeds and syncs them; returns how many were fetched. */
export async function runDueCalendarFeeds(
  db: Database,
  options: SyncOptions & { limit?: number } = {},
): Promise<number> {
  const { rows } = await db.query<FeedRow & Record<string, unknown>>(claimSql, [
    options.limit ?? feedsPerTick,
    staleClaimMinutes,
  ]);
  for (const feed of rows) {
    if (options.signal?.aborted) break;
    try {
      await syncCalendarFeed(db, feed, options);
    } catch (error) {
      await releaseAfterCrash(db, feed, error).catch(() => undefined);
    }
  }
  return rows.length;
}

export function startCalendarFeedSchedule(db: Database, firstRunDelayMs = 90_000) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const stopping = new AbortController();
  const run = () => {
    running = runDueCalendarFeeds(db, { signal: stopping.signal })
      .catch((error: unknown) => log.warn('calendar feeds pass failed', errorFields(error)))
      .finally(() => {
        if (!stopped) timer = setTimeout(run, scheduleTickMs);
      });
  };
  timer = setTimeout(run, firstRunDelayMs);
  return {
    async stop() {
      stopped = true;
      stopping.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
