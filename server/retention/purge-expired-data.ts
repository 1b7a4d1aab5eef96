import { retentionDays } from '../../domain/retention.ts';
import type { Database } from '../db/database.ts';
import { errorFields, log } from '../log.ts';

/**
 * Deletes or anonymises personal data past the periods of domain/retention.ts,
 * the ones the privacy policy states. Every statement is a time condition
 * over rows, so a run is idempotent, and several instances (or cluster
 * workers) running it at once only find less to do: a row deleted or cleared
 * by one is skipped by the others. Rows go in batches, so no run holds long
 * locks on a large table.
 */

const batchSize = 1000;
const purgeIntervalMs = 60 * 60_000;
/** The first run waits a little, so a start (or a restart storm) is not slowed by it. */
const firstRunDelayMs = 60_000;

export interface PurgeCounts {
  contactMessages: number;
  contactSenderHashes: number;
  unconfirmedSubscriptions: number;
  unsubscribedAddresses: number;
  submitterIps: number;
  unconfirmedCondolences: number;
  mailOutbox: number;
  editorNotices: number;
  organizationInvites: number;
  countedUploads: number;
}

/** Each statement takes `now` ($1) and the period in days ($2); it touches at most one batch. */
const statements: Record<keyof PurgeCounts, { sql: string; days: number }> = {
  contactMessages: {
    days: retentionDays.contactMessages,
    sql: `delete from public.contact_messages where id in (
            select id from public.contact_messages
            where created_at < $1::timestamptz - make_interval(days => $2)
            limit ${batchSize})`,
  },
  contactSenderHashes: {
    days: retentionDays.submitterIps,
    sql: `update public.contact_messages set sender_ip_hash = null where id in (
            select id from public.contact_messages
            where sender_ip_hash is not null
              and created_at < $1::timestamptz - make_interval(days => $2)
            limit ${batchSize})`,
  },
  // Its confirmation link (mailed with the same lifetime) has expired as well.
  unconfirmedSubscriptions: {
    days: retentionDays.unconfirmedSubscriptions,
    sql: `delete from public.newsletter_subscribers where id in (
            select id from public.newsletter_subscribers
            where status = 'pending' and confirm_expires_at < $1::timestamptz
              and requested_at < $1::timestamptz - make_interval(days => $2)
            limit ${batchSize})`,
  },
  // An old unsubscription with a new request still waiting for its confirmation stays.
  unsubscribedAddresses: {
    days: retentionDays.unsubscribedAddresses,
    sql: `delete from public.newsletter_subscribers where id in (
            select id from public.newsletter_subscribers
            where status = 'unsubscribed'
              and unsubscribed_at < $1::timestamptz - make_interval(days => $2)
              and (confirm_expires_at is null or confirm_expires_at < $1::timestamptz)
            limit ${batchSize})`,
  },
  // Uploads to /storage/v1 counted against the day's allowance (server/storage/upload-quota.ts).
  countedUploads: {
    days: retentionDays.rateLimitCounters,
    sql: `delete from storage.counted_uploads where id in (
            select id from storage.counted_uploads
            where created_at < $1::timestamptz - make_interval(days => $2)
            limit ${batchSize})`,
  },
  submitterIps: {
    days: retentionDays.submitterIps,
    sql: `delete from public.submitter_ips where (table_name, row_id) in (
            select table_name, row_id from public.submitter_ips
            where created_at < $1::timestamptz - make_interval(days => $2)
            limit ${batchSize})`,
  },
  // Its confirmation row goes with it (on delete cascade).
  unconfirmedCondolences: {
    days: retentionDays.unconfirmedCondolences,
    sql: `delete from public.memorial_condolences where id in (
            select id from public.memorial_condolences
            where status = 'unconfirmed'
              and created_at < $1::timestamptz - make_interval(days => $2)
            limit ${batchSize})`,
  },
  // The row stays (its dedupe key keeps a notification from going twice); the address and text go.
  mailOutbox: {
    days: retentionDays.mailOutbox,
    sql: `update public.mail_outbox set to_address = '', data = '{}', last_error = null
          where id in (
            select id from public.mail_outbox
            where status in ('sent', 'failed', 'dropped') and to_address <> ''
              and created_at < $1::timestamptz - make_interval(days => $2)
            limit ${batchSize})`,
  },
  // The lines of a sent digest (a contact message's sender, a report's reason) go with the mail copy.
  editorNotices: {
    days: retentionDays.mailOutbox,
    sql: `delete from public.editor_notifications where id in (
            select id from public.editor_notifications
            where digested_at < $1::timestamptz - make_interval(days => $2)
            limit ${batchSize})`,
  },
  // An invitation to run an organization (0830) that was used, withdrawn or let expire: its
  // address goes as the copy of its mail does.
  organizationInvites: {
    days: retentionDays.mailOutbox,
    sql: `delete from public.organization_invites where id in (
            select id from public.organization_invites
            where (status <> 'pending' or expires_at < $1::timestamptz)
              and greatest(updated_at, expires_at) < $1::timestamptz - make_interval(days => $2)
            limit ${batchSize})`,
  },
};

async function runInBatches(db: Database, sql: string, now: Date, days: number): Promise<number> {
  let total = 0;
  for (;;) {
    const { rowCount } = await db.query(sql, [now.toISOString(), days]);
    total += rowCount;
    if (rowCount < batchSize) return total;
  }
}

/** One purge at `now`: how many rows each rule deleted or anonymised. */
export async function purgeExpiredData(db: Database, now = new Date()): Promise<PurgeCounts> {
  const counts = {} as PurgeCounts;
  for (const [name, statement] of Object.entries(statements) as [
    keyof PurgeCounts,
    (typeof statements)[keyof PurgeCounts],
  ][]) {
    counts[name] = await runInBatches(db, statement.sql, now, statement.days);
  }
  return counts;
}

/** The hourly purge of every instance; `stop()` waits for a run in progress. */
export function startRetentionPurge(
  db: Database,
  options: { intervalMs?: number; firstRunDelayMs?: number } = {},
): { stop(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = purgeExpiredData(db)
      .then(
        (counts) => {
          if (Object.values(counts).some((count) => count > 0))
            log.info('expired personal data purged', { ...counts });
        },
        (error: unknown) => log.warn('retention purge failed', errorFields(error)),
      )
      .finally(() => {
        if (!stopped) timer = setTimeout(run, options.intervalMs ?? purgeIntervalMs);
      });
  };
  timer = setTimeout(run, options.firstRunDelayMs ?? firstRunDelayMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
