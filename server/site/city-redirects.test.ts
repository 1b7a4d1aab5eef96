import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCity, buildEvent } from '../../db/seed/factories.ts';
import { type Actor, signedInActor } from '../db/test-actors.ts';
import type { TestServer } from '../test/test-server.ts';
import { siteUrl, startSiteServer } from './test/site-content.ts';

/**
 * Old links keep working: after an admin renames a city or merges it into
 * another through the API, its old page and calendar addresses answer a
 * permanent redirect to the city's address now; sitemaps list only live,
 * active cities.
 */

let server: TestServer;
let admin: Actor;

beforeAll(async () => {
  server = await startSiteServer();
  admin = await signedInActor(server, 'admin', ['admin']);
});
afterAll(() => server.close());

const get = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });

describe('a renamed city', () => {
  it('answers its old page and feed addresses with a permanent redirect', async () => {
    const city = await buildCity(server.db, 'lakeview', { name: 'Lakeview' });
    await buildEvent(server.db, { city_tag: 'lakeview' });
    const renamed = await admin.client
      .from('cities')
      .update({ slug: 'lake-view', name: 'Lake View' })
      .eq('id', city.id);
    expect(renamed.error).toBeNull();

    const page = await get('/city/lakeview?lang=sr-Cyrl');
    expect(page.status).toBe(301);
    expect(page.headers.get('location')).toBe('/city/lake-view?lang=sr-Cyrl');
    const feed = await get('/city/lakeview/events.ics');
    expect(feed.status).toBe(301);
    expect(feed.headers.get('location')).toBe('/city/lake-view/events.ics');
    const followed = await fetch(`${server.url}/city/lakeview/events.ics`);
    expect(followed.status).toBe(200);
    expect(await followed.text()).toContain('BEGIN:VCALENDAR');
  });

  it('leaves live and unknown addresses alone', async () => {
    await buildCity(server.db, 'toronto');
    expect((await get('/city/toronto')).status).not.toBe(301);
    expect((await get('/city/no-such-town')).status).not.toBe(301);
    expect((await get(`/city/${'x'.repeat(300)}`)).status).not.toBe(301);
  });
});

describe('a merged city', () => {
  it('sends its old address to the kept city, and leaves the sitemap', async () => {
    const merged = await buildCity(server.db, 'east-end', { name: 'East End' });
    const kept = await buildCity(server.db, 'west-end', { name: 'West End' });
    const answer = await admin.client.rpc('merge_city', {
      merged_city: merged.id,
      kept_city: kept.id,
    });
    expect(answer.error).toBeNull();

    const page = await get('/city/east-end');
    expect(page.status).toBe(301);
    expect(page.headers.get('location')).toBe('/city/west-end');
    const sitemap = await (await fetch(`${server.url}/sitemaps/cities-1.xml`)).text();
    expect(sitemap).toContain(`${siteUrl}/city/west-end`);
    expect(sitemap).not.toContain('/city/east-end');
  });
});

describe('a retired city', () => {
  it('is not redirected, is answered 404, and leaves the sitemap', async () => {
    const city = await buildCity(server.db, 'old-mill', { name: 'Old Mill' });
    await admin.client
      .from('cities')
      .update({ retired_at: new Date().toISOString() })
      .eq('id', city.id);
    expect((await get('/city/old-mill')).status).toBe(404);
    expect((await get('/city/old-mill/events.ics')).status).toBe(404);
    const sitemap = await (await fetch(`${server.url}/sitemaps/cities-1.xml`)).text();
    expect(sitemap).not.toContain('/city/old-mill');
  });
});
