import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { errorFields, log } from '../log.ts';
import { mailClassPriority } from './mail-classes.ts';
import { renderMail } from './render-mail.ts';

/**
 * Sends what the outbox holds. Each instance claims due rows with
 * FOR UPDATE SKIP LOCKED (so two instances never take the same row), sends
 * them through nodemailer, and marks them sent, or pending again with an
 * exponential back-off, or failed after the last attempt. A claim expires
 * after a while, so a row whose worker died is sent by another one.
 * Without SMTP_URL each message is logged and marked sent.
 *
 * Two lanes run side by side, each with its own claim and its own SMTP
 * connection: account mail (priority 0, mail-classes.ts) and everything
 * else (the editors' digest, then notifications). A flood of notifications,
 * or a slow SMTP answer to one of them, never holds up a sign-in mail: the
 * account lane never waits for the other. A notification (priority 2) to an
 * address that already received its daily cap is dropped; account mail and
 * the editors' digest never are. Each run of the other lane first turns
 * waiting editor notices into digests (one per editor, see
 * 0630_mail_classes_and_editor_notices.sql).
 */

export type OutboxRow = {
  id: string;
  to_address: string;
  template: string;
  locale: string;
  data: Record<string, unknown>;
  attempts: number;
  priority: number;
};

export interface MailWorkerOptions {
  db: Database;
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'siteUrl' | 'mailDigestSeconds'>;
  pollMs?: number;
  batchSize?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  maxAttempts?: number;
  /** Notifications (priority 2) one address may receive in 24 hours; the rest are dropped. */
  notificationDailyCap?: number;
}

export interface MailWorker {
  /** Composes digests, then claims and sends one batch of each lane; returns how many were attempted. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

type Lane = 'account' | 'other';

/** Due rows of one lane, lowest priority number first. */
const claimSql = (lane: Lane) => `
  update public.mail_outbox m
  set status = 'sending', attempts = m.attempts + 1, claimed_until = now() + interval '2 minutes'
  where m.id in (
    select id from public.mail_outbox
    where ((status = 'pending' and next_attempt_at <= now())
       or (status = 'sending' and claimed_until < now()))
      and ${lane === 'account' ? 'priority = 0' : 'priority > 0'}
    order by priority, next_attempt_at
    limit $1
    for update skip locked
  )
  returning m.id, m.to_address, m.template, m.locale, m.data, m.attempts, m.priority`;

const sentTodaySql = `
  select count(*)::int as sent from public.mail_outbox
  where lower(to_address) = lower($1) and priority = ${mailClassPriority.notification}
    and status = 'sent'
    and sent_at > now() - interval '1 day'`;

const markDroppedSql = `
  update public.mail_outbox
  set status = 'dropped', claimed_until = null, last_error = 'daily cap of notifications reached'
  where id = $1`;

// Links in a delivered message are secrets; the copy kept in the outbox drops them.
const markSentSql = `
  update public.mail_outbox
  set status = 'sent', sent_at = now(), claimed_until = null, last_error = null,
      data = case when $2 then '{"redacted": true}'::jsonb else data end
  where id = $1`;

const markFailedSql = `
  update public.mail_outbox
  set status = case when attempts >= $3 then 'failed' else 'pending' end,
      next_attempt_at = now() + make_interval(secs => $4::double precision / 1000),
      claimed_until = null, last_error = $2
  where id = $1`;

export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, config } = options;
  const pollMs = options.pollMs ?? 1000;
  const batchSize = options.batchSize ?? 10;
  const backoffBaseMs = options.backoffBaseMs ?? 5_000;
  const backoffMaxMs = options.backoffMaxMs ?? 60 * 60_000;
  const maxAttempts = options.maxAttempts ?? 12;
  const notificationDailyCap = options.notificationDailyCap ?? 50;
  const transport = config.smtpUrl
    ? nodemailer.createTransport({
        url: config.smtpUrl,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : undefined;

  async function deliver(row: OutboxRow) {
    const mail = renderMail(row, config.siteUrl);
    if (!transport) {
      // Read in full at /dev/mailbox; the start's log stays a few short lines.
      log.info('mail kept for /dev/mailbox (no SMTP_URL)', {
        to: row.to_address,
        subject: mail.subject,
      });
      log.debug('mail text', { to: row.to_address, text: mail.text });
      return;
    }
    await transport.sendMail({
      from: config.mailFrom,
      to: row.to_address,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      ...(mail.headers ? { headers: mail.headers } : {}),
      messageId: `<${row.id}@zajednica.outbox>`,
    });
  }

  async function overDailyCap(row: OutboxRow): Promise<boolean> {
    if (row.priority !== mailClassPriority.notification) return false;
    const { rows } = await db.query<{ sent: number }>(sentTodaySql, [row.to_address]);
    return (rows[0]?.sent ?? 0) >= notificationDailyCap;
  }

  async function sendBatch(lane: Lane): Promise<number> {
    const { rows } = await db.query<OutboxRow>(claimSql(lane), [batchSize]);
    // UPDATE … RETURNING keeps no order: the batch goes out by priority.
    rows.sort((a, b) => a.priority - b.priority);
    for (const row of rows) {
      if (await overDailyCap(row)) {
        await db.query(markDroppedSql, [row.id]);
        log.warn('notification dropped: daily cap reached', { id: row.id, template: row.template });
        continue;
      }
      try {
        await deliver(row);
        await db.query(markSentSql, [row.id, transport !== undefined]);
      } catch (error) {
        const delay = Math.min(backoffMaxMs, backoffBaseMs * 2 ** (row.attempts - 1));
        const message = error instanceof Error ? error.message : String(error);
        await db.query(markFailedSql, [row.id, message.slice(0, 500), maxAttempts, delay]);
        log.warn('mail delivery failed', {
          id: row.id,
          attempts: row.attempts,
          retryInMs: delay,
          error: message,
        });
      }
    }
    return rows.length;
  }

  async function runLane(lane: Lane): Promise<number> {
    if (lane === 'other') {
      await db.query('select public.compose_editor_digests($1)', [config.mailDigestSeconds]);
    }
    return sendBatch(lane);
  }

  async function runOnce(): Promise<number> {
    const [account, other] = await Promise.all([runLane('account'), runLane('other')]);
    return account + other;
  }

  // Each lane polls on its own: one lane's slow batch never delays the other's next claim.
  let stopped = false;
  const lanes = (['account', 'other'] as const).map((lane) => {
    const state = { timer: undefined as NodeJS.Timeout | undefined, current: Promise.resolve() };
    const tick = () => {
      state.current = runLane(lane)
        .then(() => undefined)
        .catch((error: unknown) =>
          log.warn('mail worker run failed', { lane, ...errorFields(error) }),
        )
        .finally(() => {
          if (!stopped) state.timer = setTimeout(tick, pollMs);
        });
    };
    state.timer = setTimeout(tick, 0);
    return state;
  });

  return {
    runOnce,
    async stop() {
      stopped = true;
      for (const lane of lanes) clearTimeout(lane.timer);
      await Promise.all(lanes.map((lane) => lane.current));
      transport?.close();
    },
  };
}
