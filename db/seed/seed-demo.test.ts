import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities } from '../../domain/cities.ts';
import {
  businessCategories,
  creatorNiches,
  eventCategories,
  newsArchiveAfterDays,
  organizationCategories,
} from '../../domain/content-categories.ts';
import { seedDemoIfEmpty } from '../../server/db/seed.ts';
import type { Database } from '../../server/db/database.ts';
import { createTestDatabase, type TestDatabase } from '../../server/test/template-database.ts';
import { startTestServer, type TestServer } from '../../server/test/test-server.ts';
import { markDemoSeededAt, moveDemoDatesToToday } from './demo-dates.ts';
import { demoUsCities } from './demo-cities.ts';
import { demoNews } from './demo-news.ts';
import { seedDemo } from './seed-demo.ts';

/** SEED=demo on a fresh database: a living portal, as a visitor sees it through the API. */

let server: TestServer;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startTestServer({ SEED: 'demo' });
});
afterAll(() => server.close());

async function publicRows(table: string, columns = '*') {
  const { data, error } = await server.client().from(table).select(columns);
  expect(error).toBeNull();
  return data as unknown as Record<string, unknown>[];
}

describe('the demo seed', () => {
  it('runs once: a second start finds content and adds nothing', async () => {
    expect(await seedDemoIfEmpty(server.db)).toBe(false);
    const { rows } = await server.db.query<{ n: number }>(
      'select count(*)::int as n from public.cities',
    );
    expect(rows[0]!.n).toBe(cities.length + demoUsCities.length);
  });

  it('has the sixteen cities and US ones with Cyrillic names, provinces with time zones and intros', async () => {
    const rows = await publicRows(
      'cities',
      'slug, name_sr_cyrl, intro_text_en, intro_text_sr_cyrl, provinces_states(name, timezone)',
    );
    expect(rows.map((row) => row.slug).sort()).toEqual(
      [...cities, ...demoUsCities].map((city) => city.slug).sort(),
    );
    for (const row of rows) {
      expect(row.name_sr_cyrl).toMatch(/^[\u0400-\u04FF -]+$/);
      expect(String(row.intro_text_en).length).toBeGreaterThan(80);
      // Serbian Cyrillic prose: no Latin letters at all
      expect(String(row.intro_text_sr_cyrl)).toMatch(/^[\u0400-\u04FF][^a-zA-Z]{80,}$/);
      expect((row.provinces_states as { timezone: string }).timezone).toMatch(/^America\//);
    }
  });

  it('has published organizations in every category and several cities', async () => {
    const rows = await publicRows('organizations', 'category, city_tag');
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((row) => row.category))).toEqual(new Set(organizationCategories));
    expect(new Set(rows.map((row) => row.city_tag)).size).toBeGreaterThanOrEqual(8);
  });

  it('has upcoming and past events, several linked to organizations', async () => {
    const rows = await publicRows('events', 'event_date, organizations(name_en)');
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows.filter((row) => String(row.event_date) >= today).length).toBeGreaterThanOrEqual(8);
    expect(rows.filter((row) => String(row.event_date) < today).length).toBeGreaterThanOrEqual(2);
    expect(rows.filter((row) => row.organizations !== null).length).toBeGreaterThanOrEqual(6);
  });

  it('has news in each category of the news list', async () => {
    const rows = await publicRows('news', 'category, title_sr_cyrl, content_sr_cyrl');
    for (const category of [
      'canada',
      'serbia',
      'culture',
      'sports',
      'business',
      'community',
      'politics',
      'interviews',
    ]) {
      expect(
        rows.some((row) => row.category === category),
        category,
      ).toBe(true);
    }
    expect(rows.every((row) => row.title_sr_cyrl && row.content_sr_cyrl)).toBe(true);
  });

  it('has archived news: articles older than the archive age', async () => {
    const rows = await publicRows('news', 'created_at');
    const cutoff = Date.now() - newsArchiveAfterDays * 86_400_000;
    expect(rows.filter((row) => Date.parse(String(row.created_at)) < cutoff).length).toBe(2);
  });

  it('has upcoming events in every event category of the mega menu', async () => {
    const rows = await publicRows('events', 'category, event_date');
    for (const category of eventCategories.filter((category) => category !== 'other')) {
      expect(
        rows.some((row) => row.category === category && String(row.event_date) >= today),
        category,
      ).toBe(true);
    }
  });

  it('has memorials with galleries and obituaries in both languages', async () => {
    const rows = await publicRows(
      'memorials',
      'gallery_image_urls, obituary_en, obituary_sr_cyrl, cities(name)',
    );
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const row of rows) {
      expect((row.gallery_image_urls as string[]).length).toBeGreaterThanOrEqual(2);
      expect(row.obituary_en).toMatchObject({ type: 'doc' });
      expect(row.obituary_sr_cyrl).toMatchObject({ type: 'doc' });
      expect(row.cities).not.toBeNull();
    }
  });

  it('has creators in Canada and the USA across niches, some verified, some with videos', async () => {
    const rows = await publicRows('creators', 'country, niche, verified, primary_video_url');
    expect(rows.length).toBeGreaterThanOrEqual(16);
    expect(new Set(rows.map((row) => row.country))).toEqual(new Set(['Canada', 'USA']));
    const niches = new Set(rows.flatMap((row) => row.niche as string[]));
    expect(niches.size).toBeGreaterThanOrEqual(creatorNiches.length - 1);
    expect(rows.filter((row) => row.verified).length).toBeGreaterThanOrEqual(4);
    expect(
      rows.filter((row) => String(row.primary_video_url ?? '').includes('watch?v=')).length,
    ).toBeGreaterThanOrEqual(4);
  });

  it('has the business directory samples with one featured', async () => {
    const rows = await publicRows('businesses', 'category, featured');
    expect(new Set(rows.map((row) => row.category))).toEqual(new Set(businessCategories));
    expect(rows.filter((row) => row.featured)).toHaveLength(1);
  });

  it("has confirmed newsletter subscribers in each language and this week's digest for them", async () => {
    const { rows: subscribers } = await server.db.query<{ language: string; status: string }>(
      'select language, status from public.newsletter_subscribers order by language',
    );
    expect(new Set(subscribers.map((row) => row.language))).toEqual(
      new Set(['en', 'sr_latin', 'sr_cyrillic']),
    );
    expect(subscribers.every((row) => row.status === 'confirmed')).toBe(true);
    const { rows: digests } = await server.db.query<{ recipients: number; done: boolean }>(
      'select recipients, completed_at is not null as done from public.newsletter_digests',
    );
    expect(digests).toHaveLength(1);
    expect(digests[0]!.done).toBe(true);
    const { rows: mails } = await server.db.query<{ data: { news: unknown[]; events: unknown[] } }>(
      "select data from public.mail_outbox where template = 'newsletter_digest'",
    );
    expect(mails.length).toBe(digests[0]!.recipients);
    // The subscribers of every city get news and events of the week.
    expect(mails.length).toBeGreaterThanOrEqual(2);
    expect(mails.some((mail) => mail.data.news.length > 0 && mail.data.events.length > 0)).toBe(
      true,
    );
  });

  it('shows nothing pending to visitors', async () => {
    const { rows } = await server.db.query<{ n: number }>(
      "select count(*)::int as n from public.organizations where status = 'pending_review'",
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
    const statuses = await publicRows('organizations', 'status');
    expect(new Set(statuses.map((row) => row.status))).toEqual(new Set(['published']));
  });

  it('gives every city page something to show (organizations, events or news)', async () => {
    const tagged = await Promise.all(
      ['organizations', 'events', 'news'].map((table) => publicRows(table, 'city_tag')),
    );
    const shown = new Set(tagged.flat().map((row) => row.city_tag));
    for (const city of [...cities, ...demoUsCities]) {
      expect(shown.has(city.slug), city.slug).toBe(true);
    }
  });

  it('has creators who accept messages through their contact form', async () => {
    const rows = await publicRows('creators', 'email_public, contact_form_enabled');
    const reachable = rows.filter((row) => row.contact_form_enabled && row.email_public);
    expect(reachable.length).toBeGreaterThanOrEqual(3);
  });

  it('has approved condolences for visitors and one pending for the editors', async () => {
    const shown = await publicRows('memorial_condolences', 'author_name, status');
    expect(shown.length).toBeGreaterThanOrEqual(3);
    expect(new Set(shown.map((row) => row.status))).toEqual(new Set(['approved']));
    const { rows } = await server.db.query<{ n: number }>(
      "select count(*)::int as n from public.memorial_condolences where status = 'pending'",
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('uses only images shipped in web/public', async () => {
    const { rows } = await server.db.query<{ url: string }>(`
      select hero_image_url as url from public.cities
      union select logo_image_url from public.organizations union select image_url from public.organizations
      union select featured_image_url from public.events union select image_url from public.news
      union select profile_image_url from public.memorials
      union select unnest(gallery_image_urls) from public.memorials
      union select avatar_image from public.creators union select banner_image from public.creators
      union select image_url from public.businesses`);
    const urls = rows.map((row) => row.url).filter(Boolean);
    expect(urls.length).toBeGreaterThan(30);
    for (const url of urls) {
      expect(url).toMatch(/^\/images\/[a-z-]+\/[a-z0-9-]+\.svg$/);
      expect(existsSync(`web/public${url}`), url).toBe(true);
    }
  });
});

/**
 * A fresh embedded database is a copy of a template seeded on the day the app
 * was built (server/db/pglite-template.ts): its first start must show the same
 * portal as a demo seeded that very moment, like the one above.
 */
describe("the demo template's dates on a first start", () => {
  let seededThen: TestDatabase;
  let seededNow: Date;
  beforeAll(async () => {
    // The moment the server above seeded its demo, read back from its first news item.
    const first = demoNews[0]!;
    const { rows } = await server.db.query<{ at: string }>(
      'select created_at::text as at from public.news where title_en = $1',
      [first.row.title_en],
    );
    seededNow = new Date(new Date(rows[0]!.at).getTime() + first.daysAgo * 86_400_000);
    // A build at noon UTC twelve calendar days earlier: whatever the hour of the
    // start (past midnight included), the event days move by twelve days.
    const buildDay = new Date(seededNow);
    buildDay.setUTCDate(buildDay.getUTCDate() - 12);
    buildDay.setUTCHours(12, 0, 0, 0);
    seededThen = await createTestDatabase();
    await seededThen.db.transaction((tx) => seedDemo(tx, buildDay));
    await markDemoSeededAt(seededThen.db, buildDay);
  });
  afterAll(async () => {
    await seededThen.db.close();
    await seededThen.dispose();
  });

  const relativeDates = `
    select 'event ' || slug as row, event_date::text as at, end_date::text as until from public.events
    union all select 'news ' || slug, created_at::text, null from public.news
    union all select 'creator ' || slug, created_at::text, null from public.creators
    union all select 'memorial ' || slug, created_at::text, death_date::text from public.memorials
    order by 1`;
  const dates = async (db: Database) => (await db.query(relativeDates)).rows;

  it('move to the day of the start, as if seeded then', async () => {
    expect(await dates(seededThen.db)).not.toEqual(await dates(server.db));
    expect(await moveDemoDatesToToday(seededThen.db, seededNow)).toBe(12);
    expect(await dates(seededThen.db)).toEqual(await dates(server.db));
  });

  it('move once: the note is gone, a second start changes nothing', async () => {
    const before = await dates(seededThen.db);
    expect(await moveDemoDatesToToday(seededThen.db)).toBeUndefined();
    expect(await dates(seededThen.db)).toEqual(before);
  });

  it('stay on the day it was seeded: a build followed by a start moves nothing', async () => {
    const before = await dates(seededThen.db);
    await markDemoSeededAt(seededThen.db, new Date('2026-01-01T00:10:00Z'));
    expect(await moveDemoDatesToToday(seededThen.db, new Date('2026-01-01T23:50:00Z'))).toBe(0);
    expect(await dates(seededThen.db)).toEqual(before);
    expect(await moveDemoDatesToToday(seededThen.db)).toBeUndefined();
  });

  it('leave a database that was never a template alone', async () => {
    expect(await moveDemoDatesToToday(server.db)).toBeUndefined();
  });
});
