import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { errorFields, log } from '../log.ts';
import { composeWeeklyDigest } from './compose-digest.ts';
import { isoWeek, isoWeekStart } from './iso-week.ts';

/**
 * The newsletter's schedule, run by every server instance: every few minutes,
 * once the week's send time has passed (Monday 14:00 UTC, 9 a.m. in Toronto), it
 * composes the week's digest for confirmed subscribers who have not had it.
 * Instances may race; composeWeeklyDigest mails each subscriber once a week.
 * Expired requests and old unsubscriptions go with the retention purge
 * (server/retention/purge-expired-data.ts).
 */

/** Hours after Monday 00:00 UTC when the week's digest goes out. */
export const digestSendHourUtc = 14;

const hourMs = 60 * 60_000;

/** Whether the week's digest is due at `now` and a confirmed subscriber has not had it. */
export async function digestDue(db: Database, now: Date): Promise<boolean> {
  if (now.getTime() < isoWeekStart(now).getTime() + digestSendHourUtc * hourMs) return false;
  const { rows } = await db.query<{ due: boolean }>(
    `select exists (
       select 1 from public.newsletter_subscribers s
       where s.status = 'confirmed'
         and not exists (select 1 from public.newsletter_digest_sends d
                         where d.iso_week = $1 and d.subscriber_id = s.id)) as due`,
    [isoWeek(now)],
  );
  return rows[0]?.due === true;
}

/** One run of the schedule at `now`. */
export async function runNewsletterSchedule(
  db: Database,
  config: Pick<Config, 'siteUrl'>,
  now: Date,
): Promise<void> {
  if (await digestDue(db, now)) await composeWeeklyDigest(db, { now, siteUrl: config.siteUrl });
}

export function startNewsletterSchedule(options: {
  db: Database;
  config: Pick<Config, 'siteUrl'>;
  intervalMs?: number;
}): { stop(): Promise<void> } {
  const intervalMs = options.intervalMs ?? 5 * 60_000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();
  const tick = () => {
    current = runNewsletterSchedule(options.db, options.config, new Date())
      .catch((error: unknown) => log.warn('newsletter schedule run failed', errorFields(error)))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  // The first run waits a whole interval: a restart storm does not compose at once.
  timer = setTimeout(tick, intervalMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
