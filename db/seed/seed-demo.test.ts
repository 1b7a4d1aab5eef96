import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities } from '../../domain/cities.ts';
import {
  businessCategories,
  creatorNiches,
  organizationCategories,
} from '../../domain/content-categories.ts';
import { seedDemoIfEmpty } from '../../server/db/seed.ts';
import { startTestServer, type TestServer } from '../../server/test/test-server.ts';

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
    expect(rows[0]!.n).toBe(16);
  });

  it('has the sixteen cities with Cyrillic names, provinces with time zones and intros', async () => {
    const rows = await publicRows(
      'cities',
      'slug, name_sr_cyrl, intro_text_en, intro_text_sr_cyrl, provinces_states(name, timezone)',
    );
    expect(rows.map((row) => row.slug).sort()).toEqual(cities.map((city) => city.slug).sort());
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
    for (const category of ['canada', 'serbia', 'culture', 'sports', 'business', 'community']) {
      expect(
        rows.some((row) => row.category === category),
        category,
      ).toBe(true);
    }
    expect(rows.every((row) => row.title_sr_cyrl && row.content_sr_cyrl)).toBe(true);
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
