import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseConfig } from '../config.ts';
import { freePort } from '../test/free-port.ts';
import type { Database } from '../db/database.ts';
import {
  createTestDatabase,
  secondInstance,
  type TestDatabase,
} from '../test/template-database.ts';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { startSmtpReceiver, type SmtpReceiver } from '../test/smtp-receiver.ts';
import { enqueueMail } from './enqueue-mail.ts';
import { startMailWorker, type MailWorker } from './outbox-worker.ts';

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

// One database for the file (opening one costs seconds of CPU); each test
// starts from an empty outbox, the only table the worker and enqueueMail write.
let shared: TestDatabase;
beforeAll(async () => {
  shared = await createTestDatabase();
});
afterAll(() => shared.close());

async function database(): Promise<TestDatabase> {
  await shared.db.query('truncate public.mail_outbox');
  return shared;
}

function worker(
  db: Database,
  smtpUrl: string,
  options: { pollMs?: number; notificationDailyCap?: number } = {},
): MailWorker {
  const config = parseConfig({ SMTP_URL: smtpUrl, SITE_URL: 'http://portal.test' });
  const started = startMailWorker({
    db,
    config,
    backoffBaseMs: 200,
    ...options,
    pollMs: options.pollMs ?? 100,
  });
  cleanup.push(() => started.stop());
  return started;
}

async function queue(db: Database, to: string, dedupeKey?: string) {
  return db.transaction((tx) =>
    enqueueMail(tx, {
      to,
      template: 'recovery',
      locale: 'en',
      data: { link: 'http://portal.test/auth/confirm?token_hash=abc&type=recovery' },
      dedupeKey,
    }),
  );
}

/** A notification (priority 2): the email a creator's submitter gets. */
async function queueNotification(db: Database, to: string) {
  return db.transaction((tx) =>
    enqueueMail(tx, { to, template: 'creator_received', locale: 'en', data: {} }),
  );
}

/** The editors' review digest (priority 1). */
async function queueDigest(db: Database, to: string) {
  return db.transaction((tx) =>
    enqueueMail(tx, {
      to,
      template: 'editor_digest',
      locale: 'en',
      data: { items: [{ table: 'news', id: 'x', title: 'A real submission', kind: 'submission' }] },
    }),
  );
}

/**
 * An SMTP server that takes mail to `slow-…` addresses only when released
 * (as a receiving server that stalls would), and everything else at once.
 */
async function stallingSmtp() {
  const delivered: string[] = [];
  const held: (() => void)[] = [];
  let stalling = true;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        if (!stalling) {
          callback(new Error('refused'));
        } else if (to.some((address) => address.startsWith('slow-'))) {
          held.push(() => callback(new Error('released')));
        } else {
          delivered.push(...to);
          callback();
        }
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered,
    held,
    /** Refuses everything from now on, held messages included. */
    release() {
      stalling = false;
      for (const release of held.splice(0)) release();
    },
    async close() {
      this.release();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function until(check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const statusOf = async (db: Database) =>
  (
    await db.query<{ status: string; attempts: number }>(
      'select status, attempts from public.mail_outbox',
    )
  ).rows;

describe('the mail outbox worker', () => {
  it('keeps a message while SMTP is down and delivers it exactly once when it is back', async () => {
    const { db } = await database();
    const port = await freePort();
    await queue(db, 'patient@example.com');
    worker(db, `smtp://127.0.0.1:${port}`);
    // The first attempt failed and the message waits for its next try.
    await until(async () => {
      const [row] = await statusOf(db);
      return row!.attempts >= 1 && row!.status === 'pending';
    });

    const smtp: SmtpReceiver = await startSmtpReceiver(port);
    cleanup.push(() => smtp.close());
    await smtp.waitFor('patient@example.com', 15_000);
    await until(async () => (await statusOf(db))[0]!.status === 'sent');
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(smtp.messages).toHaveLength(1);
    const text = smtp.messages[0]!.raw;
    expect(text).toContain('Content-Type: text/plain');
    expect(text).toContain('Content-Type: text/html');
  });

  it('sends a newsletter digest with the one-click unsubscribe headers (RFC 8058)', async () => {
    const { db } = await database();
    const smtp = await startSmtpReceiver();
    cleanup.push(() => smtp.close());
    const oneClick = 'http://portal.test/functions/v1/newsletter-unsubscribe?token=abc';
    await db.transaction((tx) =>
      enqueueMail(tx, {
        to: 'reader@example.com',
        template: 'newsletter_digest',
        locale: 'en',
        data: {
          language: 'en',
          week: '2026-W48',
          news: [{ title: 'Story', url: 'http://portal.test/news/story', detail: '' }],
          events: [],
          unsubscribe_url: 'http://portal.test/newsletter/unsubscribe?token=abc',
          one_click_url: oneClick,
        },
      }),
    );
    worker(db, smtp.url);
    const mail = await smtp.waitFor('reader@example.com');
    // Long headers are folded onto continuation lines; unfold before reading them.
    const headers = mail.raw.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
    expect(headers).toContain(`List-Unsubscribe: <${oneClick}>`);
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('sends each message once when two workers share one database', async () => {
    const { db } = await database();
    const smtp = await startSmtpReceiver();
    cleanup.push(() => smtp.close());
    // On PostgreSQL the second worker gets its own connection pool, like a second instance.
    const second = await secondInstance(db);
    if (second !== db) cleanup.push(() => second.close());
    for (let index = 0; index < 20; index += 1) await queue(db, `person${index}@example.com`);
    worker(db, smtp.url, { pollMs: 10 });
    worker(second, smtp.url, { pollMs: 10 });
    await until(async () => (await statusOf(db)).every((row) => row.status === 'sent'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages).toHaveLength(20);
    expect(new Set(smtp.messages.map((m) => m.to[0])).size).toBe(20);
    expect((await statusOf(db)).every((row) => row.attempts === 1)).toBe(true);
  });

  it('sends a message whose worker died while sending, once its claim has expired', async () => {
    const { db } = await database();
    const smtp = await startSmtpReceiver();
    cleanup.push(() => smtp.close());
    await queue(db, 'orphan@example.com');
    await db.query(
      "update public.mail_outbox set status = 'sending', attempts = 1, claimed_until = now() - interval '1 second'",
    );
    worker(db, smtp.url);
    await smtp.waitFor('orphan@example.com');
    await until(async () => (await statusOf(db))[0]!.status === 'sent');
    expect((await statusOf(db))[0]!.attempts).toBe(2);
  });

  it('stores a message with a dedupe key at most once', async () => {
    const { db } = await database();
    expect(await queue(db, 'editor@example.com', 'notify:creators:1')).toBe(true);
    expect(await queue(db, 'editor@example.com', 'notify:creators:1')).toBe(false);
    expect(await statusOf(db)).toHaveLength(1);
  });

  it('marks a message failed after the last attempt', async () => {
    const { db } = await database();
    const port = await freePort();
    await queue(db, 'never@example.com');
    const config = parseConfig({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const started = startMailWorker({ db, config, pollMs: 20, backoffBaseMs: 10, maxAttempts: 3 });
    cleanup.push(() => started.stop());
    await until(async () => (await statusOf(db))[0]!.status === 'failed');
    expect((await statusOf(db))[0]!.attempts).toBe(3);
  });

  it('sends account mail before notifications queued earlier', async () => {
    const { db } = await database();
    const smtp = await startSmtpReceiver();
    cleanup.push(() => smtp.close());
    for (let index = 0; index < 30; index += 1) {
      await queueNotification(db, `fan${index}@example.com`);
    }
    await queue(db, 'locked-out@example.com');
    worker(db, smtp.url, { pollMs: 50 });
    await smtp.waitFor('locked-out@example.com', 15_000);
    const position = smtp.messages.findIndex((mail) => mail.to[0] === 'locked-out@example.com');
    // The worker's first batch (10 messages) starts with it.
    expect(position).toBe(0);
  });

  it('drops notifications to an address past its daily cap, never account mail', async () => {
    const { db } = await database();
    const smtp = await startSmtpReceiver();
    cleanup.push(() => smtp.close());
    for (let index = 0; index < 4; index += 1) await queueNotification(db, 'target@example.com');
    await queue(db, 'target@example.com');
    worker(db, smtp.url, { pollMs: 20, notificationDailyCap: 2 });
    await until(async () =>
      (await statusOf(db)).every((row) => row.status === 'sent' || row.status === 'dropped'),
    );
    const statuses = (
      await db.query<{ template: string; status: string }>(
        'select template, status from public.mail_outbox order by template, status',
      )
    ).rows;
    expect(statuses).toEqual([
      { template: 'creator_received', status: 'dropped' },
      { template: 'creator_received', status: 'dropped' },
      { template: 'creator_received', status: 'sent' },
      { template: 'creator_received', status: 'sent' },
      { template: 'recovery', status: 'sent' },
    ]);
    expect(smtp.messages).toHaveLength(3);
  });

  it('sends account mail while notifications hang on a stalling SMTP server', async () => {
    const { db } = await database();
    const smtp = await stallingSmtp();
    cleanup.push(() => smtp.close());
    for (let index = 0; index < 10; index += 1)
      await queueNotification(db, `slow-${index}@example.com`);
    worker(db, smtp.url, { pollMs: 50 });
    // Runs before the worker stops (cleanup goes in reverse), so stopping never waits.
    cleanup.push(async () => smtp.release());
    // The notification lane is stuck on its first message.
    await until(async () => smtp.held.length >= 1);
    const queuedAt = Date.now();
    await queue(db, 'locked-out@example.com');
    await until(async () => smtp.delivered.includes('locked-out@example.com'), 5_000);
    // Before issue 34 one worker loop sent a batch in turn: this waited for all ten.
    expect(Date.now() - queuedAt).toBeLessThan(3_000);
  });

  it('never drops the editors’ digest for the cap, which still bounds notifications', async () => {
    const { db } = await database();
    const smtp = await startSmtpReceiver();
    cleanup.push(() => smtp.close());
    for (let index = 0; index < 3; index += 1) await queueNotification(db, 'editor@example.com');
    worker(db, smtp.url, { pollMs: 20, notificationDailyCap: 2 });
    await until(async () =>
      (await statusOf(db)).every((row) => row.status === 'sent' || row.status === 'dropped'),
    );
    // The editor's day of notifications is used up; the digest still goes.
    await queueDigest(db, 'editor@example.com');
    await queueDigest(db, 'editor@example.com');
    await until(async () => (await statusOf(db)).every((row) => row.status !== 'pending'));
    await until(async () =>
      (await statusOf(db)).every((row) => row.status === 'sent' || row.status === 'dropped'),
    );
    const statuses = (
      await db.query<{ template: string; status: string; priority: number }>(
        'select template, status, priority from public.mail_outbox order by template, status',
      )
    ).rows;
    expect(statuses).toEqual([
      { template: 'creator_received', status: 'dropped', priority: 2 },
      { template: 'creator_received', status: 'sent', priority: 2 },
      { template: 'creator_received', status: 'sent', priority: 2 },
      { template: 'editor_digest', status: 'sent', priority: 1 },
      { template: 'editor_digest', status: 'sent', priority: 1 },
    ]);
    expect(smtp.messages).toHaveLength(4);
  });
});
