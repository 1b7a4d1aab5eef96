import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildEvent, buildNews } from '../../db/seed/factories.ts';
import type { Database } from '../db/database.ts';
import { renderMail } from '../mail/render-mail.ts';
import {
  createTestDatabase,
  secondInstance,
  type TestDatabase,
} from '../test/template-database.ts';
import { composeWeeklyDigest } from './compose-digest.ts';
import { isoWeek } from './iso-week.ts';
import { digestDue } from './newsletter-schedule.ts';

/**
 * The weekly digest: what each language and city selection receives, that
 * only confirmed subscribers get it, and once per week however many
 * instances compose at the same time.
 */

const siteUrl = 'http://portal.test';
// Saturday of ISO week 2026-W48; news "this week" are published after the 21st.
const now = new Date('2026-11-28T15:00:00Z');

// Kept photos (/media/<id>/<w>x<h>/<placeholder>, domain/media-path.ts).
const placeholder = 'UklGRkAAAABXRUJQVlA4IDQAAADwAQCdASoQAAwAA4BaJZgC';
const choirPhoto = `/media/${'c'.repeat(32)}/1600x1200/${placeholder}`;
const slavaPhoto = `/media/${'d'.repeat(32)}/800x400`;
const pendingPhoto = `/media/${'e'.repeat(32)}/1600x1200/${placeholder}`;

let database: TestDatabase;
let db: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  await buildNews(db, {
    title_en: 'Toronto choir wins',
    title_sr_cyrl: 'Хор из Торонта победио',
    city_tag: 'toronto',
    image_url: choirPhoto,
  });
  await buildNews(db, {
    title_en: 'Ottawa school opens',
    title_sr_cyrl: 'Отворена школа у Отави',
    city_tag: 'ottawa',
    image_url: 'https://elsewhere.example/school.jpg',
  });
  await buildNews(db, { title_en: 'Diaspora survey', title_sr_cyrl: 'Анкета дијаспоре' });
  await buildNews(db, { title_en: 'Last month story', city_tag: 'toronto' });
  await buildNews(db, {
    title_en: 'Pending story',
    status: 'pending_review',
    image_url: pendingPhoto,
  });
  await buildEvent(db, {
    title_en: 'Toronto slava',
    title_sr_cyrl: 'Торонто слава',
    city_tag: 'toronto',
    event_date: '2026-12-05',
    featured_image_url: slavaPhoto,
  });
  await buildEvent(db, {
    title_en: 'Ottawa concert',
    title_sr_cyrl: 'Концерт у Отави',
    city_tag: 'ottawa',
    event_date: '2026-12-01',
  });
  await buildEvent(db, { title_en: 'Past picnic', city_tag: 'toronto', event_date: '2026-11-20' });
  await buildEvent(db, {
    title_en: 'Far future ball',
    city_tag: 'toronto',
    event_date: '2027-03-01',
  });
  // Published "now" for the digest of `now`; the old story a month before.
  await db.query(`update public.news set published_at = $1::timestamptz - interval '1 day'`, [
    now.toISOString(),
  ]);
  await db.query(
    `update public.news set published_at = $1::timestamptz - interval '30 days' where title_en = 'Last month story'`,
    [now.toISOString()],
  );
});

afterAll(() => database.close());

beforeEach(async () => {
  await db.query('delete from public.newsletter_digests');
  await db.query('delete from public.newsletter_subscribers');
  await db.query('truncate public.mail_outbox');
});

let counter = 0;
async function subscriber(fields: { language: string; cities?: string[]; status?: string }) {
  counter += 1;
  const email = `reader${counter}@example.com`;
  const status = fields.status ?? 'confirmed';
  await db.query(
    `insert into public.newsletter_subscribers
       (email, language, city_slugs, status, source, consented_at, unsubscribe_token)
     values ($1, $2, $3, $4, 'footer', case when $4 = 'confirmed' then now() end, $5)`,
    [email, fields.language, fields.cities ?? [], status, `token-${counter}-${'x'.repeat(40)}`],
  );
  return email;
}

async function digestsTo(email: string) {
  const { rows } = await db.query<{ locale: string; data: Record<string, unknown> }>(
    `select locale, data from public.mail_outbox
     where template = 'newsletter_digest' and to_address = $1`,
    [email],
  );
  return rows;
}

const titles = (list: unknown) => (list as { title: string }[]).map((entry) => entry.title);

describe('the weekly digest', () => {
  it('holds the news of the week and coming events of the chosen cities, in the subscriber language', async () => {
    const everything = await subscriber({ language: 'en' });
    const toronto = await subscriber({ language: 'sr_cyrillic', cities: ['toronto'] });
    const ottawa = await subscriber({ language: 'sr_latin', cities: ['ottawa'] });
    await composeWeeklyDigest(db, { now, siteUrl });

    const [en] = await digestsTo(everything);
    expect(titles(en!.data.news).sort()).toEqual([
      'Diaspora survey',
      'Ottawa school opens',
      'Toronto choir wins',
    ]);
    expect(titles(en!.data.events)).toEqual(['Ottawa concert', 'Toronto slava']);

    const [cyrillic] = await digestsTo(toronto);
    expect(titles(cyrillic!.data.news).sort()).toEqual([
      'Анкета дијаспоре',
      'Хор из Торонта победио',
    ]);
    expect(titles(cyrillic!.data.events)).toEqual(['Торонто слава']);
    const cyrillicMail = renderMail({ template: 'newsletter_digest', ...cyrillic! }, siteUrl);
    expect(cyrillicMail.subject).toBe('Заједница ове недеље (2026-W48)');
    expect(cyrillicMail.text).toContain('Откажите претплату једним кликом');

    const [latin] = await digestsTo(ottawa);
    expect(titles(latin!.data.news).sort()).toEqual(['Anketa dijaspore', 'Otvorena škola u Otavi']);
    expect(titles(latin!.data.events)).toEqual(['Koncert u Otavi']);
    const latinMail = renderMail({ template: 'newsletter_digest', ...latin! }, siteUrl);
    expect(latinMail.subject).toBe('Zajednica ove nedelje (2026-W48)');
    expect(latinMail.text).toContain('Otkažite pretplatu jednim klikom');
  });

  it('shows the kept photos of published items as small JPEGs of this site, never another host', async () => {
    const reader = await subscriber({ language: 'en' });
    await composeWeeklyDigest(db, { now, siteUrl });
    const [mail] = await digestsTo(reader);
    const { html, text } = renderMail({ template: 'newsletter_digest', ...mail! }, siteUrl);
    const images = [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
    expect(images).toEqual([
      `<img src="${siteUrl}/media/${'c'.repeat(32)}/320.jpg" width="96" height="72" alt="" style="display:block;border:0;border-radius:4px">`,
      `<img src="${siteUrl}/media/${'d'.repeat(32)}/320.jpg" width="96" height="48" alt="" style="display:block;border:0;border-radius:4px">`,
    ]);
    expect(html).toContain('Ottawa school opens');
    expect(html).not.toContain('elsewhere.example');
    expect(html).not.toContain('e'.repeat(32));
    expect(text).not.toContain('/media/');
    expect(text).toContain('• Toronto slava (');
  });

  it('carries a one-click unsubscribe link and the RFC 8058 headers', async () => {
    const email = await subscriber({ language: 'en' });
    await composeWeeklyDigest(db, { now, siteUrl });
    const [message] = await digestsTo(email);
    const mail = renderMail({ template: 'newsletter_digest', ...message! }, siteUrl);
    const { rows } = await db.query<{ unsubscribe_token: string }>(
      'select unsubscribe_token from public.newsletter_subscribers where email = $1',
      [email],
    );
    const token = rows[0]!.unsubscribe_token;
    expect(mail.text).toContain(`${siteUrl}/newsletter/unsubscribe?token=${token}`);
    expect(mail.html).toContain(`href="${siteUrl}/newsletter/unsubscribe?token=${token}"`);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${siteUrl}/functions/v1/newsletter-unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('never goes to pending or unsubscribed addresses', async () => {
    const pending = await subscriber({ language: 'en', status: 'pending' });
    const gone = await subscriber({ language: 'en', status: 'unsubscribed' });
    const result = await composeWeeklyDigest(db, { now, siteUrl });
    expect(result).toEqual({ week: '2026-W48', mailed: 0, claimed: 0 });
    expect(await digestsTo(pending)).toEqual([]);
    expect(await digestsTo(gone)).toEqual([]);
  });

  it('records a subscriber whose week had nothing new, without a mail', async () => {
    const quiet = await subscriber({ language: 'en', cities: ['vancouver'] });
    const result = await composeWeeklyDigest(db, {
      now: new Date('2026-06-03T15:00:00Z'),
      siteUrl,
    });
    expect(result.mailed).toBe(0);
    expect(await digestsTo(quiet)).toEqual([]);
    const { rows } = await db.query('select mailed from public.newsletter_digest_sends');
    expect(rows).toEqual([{ mailed: false }]);
  });

  it('goes out once per week when two instances compose at the same time', async () => {
    const emails = [];
    for (let index = 0; index < 30; index += 1)
      emails.push(await subscriber({ language: index % 2 ? 'en' : 'sr_cyrillic' }));
    // On PostgreSQL the second instance has its own connection pool.
    const second = await secondInstance(db);
    try {
      const [a, b] = await Promise.all([
        composeWeeklyDigest(db, { now, siteUrl }),
        composeWeeklyDigest(second, { now, siteUrl }),
      ]);
      expect(a.mailed + b.mailed).toBe(30);
      const again = await composeWeeklyDigest(second, { now, siteUrl });
      expect(again.mailed).toBe(0);
    } finally {
      if (second !== db) await second.close();
    }
    for (const email of emails) expect(await digestsTo(email)).toHaveLength(1);
    const { rows } = await db.query(
      'select iso_week, recipients, completed_at is not null as done from public.newsletter_digests',
    );
    expect(rows).toEqual([{ iso_week: '2026-W48', recipients: 30, done: true }]);

    // The next week is a new digest.
    const nextWeek = new Date(now.getTime() + 7 * 86_400_000);
    expect((await composeWeeklyDigest(db, { now: nextWeek, siteUrl })).week).toBe('2026-W49');
  });

  it('is due after Monday 14:00 UTC while a confirmed subscriber has not had it', async () => {
    await subscriber({ language: 'en' });
    expect(await digestDue(db, new Date('2026-11-23T13:59:00Z'))).toBe(false);
    expect(await digestDue(db, new Date('2026-11-23T14:00:00Z'))).toBe(true);
    await composeWeeklyDigest(db, { now, siteUrl });
    expect(await digestDue(db, now)).toBe(false);
  });
});

describe('isoWeek', () => {
  it('numbers weeks as ISO 8601 does, across year ends', () => {
    expect(isoWeek(new Date('2026-11-28T12:00:00Z'))).toBe('2026-W48');
    expect(isoWeek(new Date('2026-01-01T12:00:00Z'))).toBe('2026-W01');
    expect(isoWeek(new Date('2027-01-01T12:00:00Z'))).toBe('2026-W53');
    expect(isoWeek(new Date('2024-12-30T00:00:00Z'))).toBe('2025-W01');
  });
});
