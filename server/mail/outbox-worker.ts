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
 */

export type OutboxRow = {
  id: string;
  to_address: string;
  template: string;
  locale: string;
  data: Record<string, unknown>;
  attempts: number;
};

export interface MailWorkerOptions {
  db: Database;
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'siteUrl'>;
  pollMs?: number;
  batchSize?: number;
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  maxAttempts?: number;
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
    order by next_attempt_at
    limit $1
    for update skip locked
  )
  returning m.id, m.to_address, m.template, m.locale, m.data, m.attempts`;

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
      log.info('mail not sent (no SMTP_URL)', {
        to: row.to_address,
        subject: mail.subject,
        text: mail.text,
      });
      return;
    }
    await transport.sendMail({
      from: config.mailFrom,
      to: row.to_address,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      messageId: `<${row.id}@zajednica.outbox>`,
    });
  }

  async function runOnce(): Promise<number> {
    const { rows } = await db.query<OutboxRow>(claimSql, [batchSize]);
    for (const row of rows) {
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
