import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { errorFields, log } from '../log.ts';
import { renderMail } from './render-mail.ts';

/**
 * Sends what the outbox holds. Each instance claims due rows with
 * FOR UPDATE SKIP LOCKED (so two instances never take the same row), sends
 * them through nodemailer, and marks them sent, or pending again with an
 * exponential back-off, or failed after the last attempt. A claim expires
 * after a while, so a row whose worker died is sent by another one.
 * Without SMTP_URL each message is logged and marked sent.
 *
 * Account mail (priority 0: confirmation, recovery, email change) is claimed
 * before notifications (priority 1), so a flood never delays a sign-in. A
 * notification to an address that already received its daily cap is
 * dropped. Each run first turns waiting editor notices into digests (one per
 * editor, see 0221_editor_digests.sql).
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
  /** Notifications (priority 1) one address may receive in 24 hours; the rest are dropped. */
  notificationDailyCap?: number;
}

export interface MailWorker {
  /** Claims and sends one batch; returns how many messages were attempted. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

const claimSql = `
  update public.mail_outbox m
  set status = 'sending', attempts = m.attempts + 1, claimed_until = now() + interval '2 minutes'
  where m.id in (
    select id from public.mail_outbox
    where (status = 'pending' and next_attempt_at <= now())
       or (status = 'sending' and claimed_until < now())
    order by priority, next_attempt_at
    limit $1
    for update skip locked
  )
  returning m.id, m.to_address, m.template, m.locale, m.data, m.attempts, m.priority`;

const sentTodaySql = `
  select count(*)::int as sent from public.mail_outbox
  where lower(to_address) = lower($1) and priority = 1 and status = 'sent'
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
    if (row.priority === 0) return false;
    const { rows } = await db.query<{ sent: number }>(sentTodaySql, [row.to_address]);
    return (rows[0]?.sent ?? 0) >= notificationDailyCap;
  }

  async function runOnce(): Promise<number> {
    await db.query('select public.compose_editor_digests($1)', [config.mailDigestSeconds]);
    const { rows } = await db.query<OutboxRow>(claimSql, [batchSize]);
    // UPDATE … RETURNING keeps no order: account mail of the batch goes out first.
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

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();
  const tick = () => {
    current = runOnce()
      .catch((error: unknown) => log.warn('mail worker run failed', errorFields(error)))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, pollMs);
      });
  };
  timer = setTimeout(tick, 0);

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
      transport?.close();
    },
  };
}
