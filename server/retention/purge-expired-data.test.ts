import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMemorial, buildOrganization } from '../../db/seed/factories.ts';
import { retentionDays } from '../../domain/retention.ts';
import { functionLimits } from '../functions/function-limits.ts';
import { authLimits, failedSignInTiers } from '../auth/auth-limits.ts';
import { rpcReadLimit, rpcWriteLimit } from '../rest/rest-limits.ts';
import { createTestDatabase, type TestDatabase } from '../test/template-database.ts';
import { purgeExpiredData } from './purge-expired-data.ts';

/**
 * The retention purge deletes or anonymises what is past the periods the
 * privacy policy states (domain/retention.ts) and keeps what is recent; a
 * second run, as another instance would make it, finds nothing more.
 */

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const day = 86_400_000;
const now = new Date('2026-11-28T12:00:00Z');
/** A time `days` days plus an hour before `now` (past a period of `days`). */
const daysAgo = (days: number, extraMs = 60 * 60_000) =>
  new Date(now.getTime() - days * day - extraMs).toISOString();
/** A time an hour short of `days` days before `now` (still inside the period). */
const justInside = (days: number) => daysAgo(days, -60 * 60_000);

async function ids(sql: string): Promise<string[]> {
  const { rows } = await database.db.query<{ key: string }>(sql);
  return rows.map((row) => row.key).sort();
}

async function contactMessage(key: string, createdAt: string) {
  await database.db.query(
    `insert into public.contact_messages (full_name, email, subject, message, language, sender_ip_hash, created_at)
     values ('Sender', 'sender@example.com', $1, 'Hello', 'en', 'hash', $2)`,
    [key, createdAt],
  );
}

async function subscriber(key: string, fields: Record<string, string | null>) {
  await database.db.query(
    `insert into public.newsletter_subscribers
       (email, language, source, unsubscribe_token, status, requested_at, consented_at,
        unsubscribed_at, confirm_expires_at)
     values ($1, 'en', 'footer', $2, $3, $4, $5, $6, $7)`,
    [
      `${key}@example.com`,
      `${key}-${'t'.repeat(40)}`,
      fields.status,
      fields.requested_at ?? now.toISOString(),
      fields.consented_at ?? null,
      fields.unsubscribed_at ?? null,
      fields.confirm_expires_at ?? null,
    ],
  );
}

describe('the retention purge', () => {
  it('deletes or anonymises rows past their period and keeps recent ones', async () => {
    const periods = retentionDays;
    await contactMessage('old-message', daysAgo(periods.contactMessages));
    await contactMessage('kept-message', justInside(periods.contactMessages));
    await contactMessage('recent-message', daysAgo(1));

    await subscriber('expired-request', {
      status: 'pending',
      requested_at: daysAgo(periods.unconfirmedSubscriptions),
      confirm_expires_at: daysAgo(0),
    });
    await subscriber('waiting-request', {
      status: 'pending',
      requested_at: daysAgo(0),
      confirm_expires_at: new Date(now.getTime() + day).toISOString(),
    });
    await subscriber('old-unsubscribed', {
      status: 'unsubscribed',
      consented_at: daysAgo(periods.unsubscribedAddresses + 100),
      unsubscribed_at: daysAgo(periods.unsubscribedAddresses),
    });
    await subscriber('old-unsubscribed-asking-again', {
      status: 'unsubscribed',
      consented_at: daysAgo(periods.unsubscribedAddresses + 100),
      unsubscribed_at: daysAgo(periods.unsubscribedAddresses),
      confirm_expires_at: new Date(now.getTime() + day).toISOString(),
    });
    await subscriber('recent-unsubscribed', {
      status: 'unsubscribed',
      consented_at: daysAgo(400),
      unsubscribed_at: justInside(periods.unsubscribedAddresses),
    });
    await subscriber('old-confirmed', {
      status: 'confirmed',
      requested_at: daysAgo(2000),
      consented_at: daysAgo(2000),
    });

    await database.db.query(
      `insert into public.submitter_ips (table_name, row_id, ip, created_at) values
         ('news', '00000000-0000-4000-8000-000000000001', '203.0.113.1', $1),
         ('news', '00000000-0000-4000-8000-000000000002', '203.0.113.2', $2)`,
      [daysAgo(periods.submitterIps), justInside(periods.submitterIps)],
    );

    const memorial = await buildMemorial(database.db);
    for (const [key, status, createdAt] of [
      ['old-unconfirmed', 'unconfirmed', daysAgo(periods.unconfirmedCondolences)],
      ['recent-unconfirmed', 'unconfirmed', justInside(periods.unconfirmedCondolences)],
      ['old-approved', 'approved', daysAgo(400)],
    ] as const) {
      await database.db.query(
        `insert into public.memorial_condolences (memorial_id, author_name, message, status, created_at)
         values ($1, $2, 'Condolences', $3, $4)`,
        [memorial.id, key, status, createdAt],
      );
    }

    for (const [key, status, createdAt] of [
      ['old-sent', 'sent', daysAgo(periods.mailOutbox)],
      ['old-failed', 'failed', daysAgo(periods.mailOutbox)],
      ['old-pending', 'pending', daysAgo(periods.mailOutbox)],
      ['recent-sent', 'sent', justInside(periods.mailOutbox)],
    ] as const) {
      await database.db.query(
        `insert into public.mail_outbox (dedupe_key, to_address, template, data, status, created_at)
         values ($1, $1 || '@example.com', 'newsletter_confirm', '{"confirm_url": "x"}', $2, $3)`,
        [key, status, createdAt],
      );
    }

    const { rows: editors } = await database.db.query<{ id: string }>(
      `insert into auth.users (email) values ('purge-editor@example.com') returning id::text`,
    );
    for (const [title, digestedAt] of [
      ['old-digested', daysAgo(periods.mailOutbox)],
      ['recent-digested', justInside(periods.mailOutbox)],
      ['waiting', null],
    ] as const) {
      await database.db.query(
        `insert into public.editor_notifications
           (editor_id, source_table, record_id, title, kind, detail, created_at, digested_at)
         values ($1, 'contact_messages', gen_random_uuid(), $2, 'contact', 'Sender <s@example.com>',
           coalesce($3::timestamptz, now()), $3)`,
        [editors[0]!.id, title, digestedAt],
      );
    }

    const organization = await buildOrganization(database.db);
    for (const [email, status, expiresAt] of [
      ['old-accepted', 'accepted', daysAgo(periods.mailOutbox)],
      ['old-expired', 'pending', daysAgo(periods.mailOutbox)],
      ['recent-revoked', 'revoked', daysAgo(1)],
      ['waiting', 'pending', new Date(now.getTime() + 3 * day).toISOString()],
    ] as const) {
      await database.db.query(
        `insert into public.organization_invites
           (organization_id, email, token_hash, status, expires_at, created_at, updated_at)
         values ($1, $2 || '@example.com', md5($2), $3, $4, $4::timestamptz - interval '7 days', $4)`,
        [organization.id, email, status, expiresAt],
      );
    }

    // Uploads counted against the day's allowance (/storage/v1) go after the rate limits' day.
    for (const [hash, at] of [
      ['old-upload', daysAgo(periods.rateLimitCounters)],
      ['recent-upload', justInside(periods.rateLimitCounters)],
    ] as const) {
      await database.db.query(
        `insert into storage.counted_uploads (uploader_ip_hash, bytes, created_at) values ($1, 10, $2)`,
        [hash, at],
      );
    }

    const counts = await purgeExpiredData(database.db, now);
    expect(counts).toEqual({
      contactMessages: 1,
      contactSenderHashes: 1,
      unconfirmedSubscriptions: 1,
      unsubscribedAddresses: 1,
      submitterIps: 1,
      unconfirmedCondolences: 1,
      mailOutbox: 2,
      editorNotices: 1,
      organizationInvites: 2,
      countedUploads: 1,
    });
    expect(await ids('select uploader_ip_hash as key from storage.counted_uploads')).toEqual([
      'recent-upload',
    ]);
    expect(
      await ids(`select split_part(email, '@', 1) as key from public.organization_invites`),
    ).toEqual(['recent-revoked', 'waiting']);
    expect(await ids('select title as key from public.editor_notifications')).toEqual([
      'recent-digested',
      'waiting',
    ]);

    expect(
      await ids(
        `select subject || ':' || coalesce(sender_ip_hash, '-') as key from public.contact_messages`,
      ),
    ).toEqual(['kept-message:-', 'recent-message:hash']);
    expect(
      await ids(`select split_part(email, '@', 1) as key from public.newsletter_subscribers`),
    ).toEqual([
      'old-confirmed',
      'old-unsubscribed-asking-again',
      'recent-unsubscribed',
      'waiting-request',
    ]);
    expect(await ids(`select host(ip) as key from public.submitter_ips`)).toEqual(['203.0.113.2']);
    expect(await ids(`select author_name as key from public.memorial_condolences`)).toEqual([
      'old-approved',
      'recent-unconfirmed',
    ]);
    expect(
      await ids(
        `select dedupe_key || ':' || to_address || ':' || data::text as key from public.mail_outbox
         where dedupe_key like 'old-%' or dedupe_key like 'recent-%'`,
      ),
    ).toEqual([
      'old-failed::{}',
      'old-pending:old-pending@example.com:{"confirm_url": "x"}',
      'old-sent::{}',
      'recent-sent:recent-sent@example.com:{"confirm_url": "x"}',
    ]);

    // Another instance's run (or the next hour's) finds nothing left to do.
    expect(Object.values(await purgeExpiredData(database.db, now))).toEqual([
      0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    ]);
  });

  it('keeps rate-limit counters no longer than the policy says', () => {
    const windows = [
      ...Object.values(functionLimits),
      ...Object.values(authLimits),
      ...Object.values(failedSignInTiers).flat(),
      rpcReadLimit,
      rpcWriteLimit,
    ].map((limit) => limit.windowMs);
    expect(Math.max(...windows)).toBeLessThanOrEqual(retentionDays.rateLimitCounters * day);
  });
});
