import { buildCity } from '../../../db/seed/factories.ts';
import { richText } from '../../../domain/rich-text.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

/** A day `days` from today, as 'YYYY-MM-DD' (events must stay upcoming whenever the test runs). */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** SITE_URL of the site server: the canonical links, sitemaps and feeds name it. */
export const siteUrl = 'https://zajednica.example';

/** The test server with SITE_URL set and the site content (insertSiteContent) in place. */
export async function startSiteServer(): Promise<TestServer> {
  const server = await startTestServer({ SITE_URL: siteUrl });
  await insertSiteContent(server);
  return server;
}

/** A title that tries to break out of the JSON-LD <script> and the HTML. */
export const hostileTitle = 'Community Day </script><script>alert(1)</script> & "quotes"';

/**
 * Published, unpublished and private rows of every public content type,
 * inserted with the service role (the routes under test read as a visitor).
 */
export async function insertSiteContent(server: TestServer) {
  const service = server.serviceClient();
  const insert = async (table: string, rows: Record<string, unknown>[]) => {
    // One at a time: a bulk insert would send null for columns other rows set.
    for (const row of rows) {
      const { error } = await service.from(table).insert(row);
      if (error) throw new Error(`${table}: ${error.message}`);
    }
  };
  const city = await buildCity(server.db, 'toronto', { intro_text_en: null });
  await buildCity(server.db, 'vancouver');

  await insert('news', [
    {
      slug: 'community-day',
      title_en: hostileTitle,
      title_sr_cyrl: 'Дан заједнице',
      excerpt_en: 'Twelve cities celebrate together.',
      content_en: 'Long text about the day.',
      image_url: '/images/content/festival.svg',
      status: 'published',
    },
    { slug: 'secret-draft', title_en: 'Secret draft', content_en: 'Not yet.', status: 'draft' },
  ]);
  await insert('events', [
    {
      slug: 'folklore-evening',
      title_en: 'Folklore Evening',
      description_en: 'Dances from every region; bring friends, family.',
      event_date: dayFromToday(10),
      event_time: '19:00',
      end_time: '22:00',
      timezone: 'America/Toronto',
      venue_name: 'St. Sava Parish Hall',
      venue_name_sr_cyrl: 'Парохијски дом Светог Саве',
      location_text: '200 Parish Lane',
      city_tag: 'toronto',
      status: 'published',
    },
    {
      slug: 'vancouver-slava',
      title_en: 'Vancouver Slava',
      event_date: dayFromToday(20),
      timezone: 'America/Vancouver',
      city_tag: 'vancouver',
      status: 'published',
    },
    {
      slug: 'old-picnic',
      title_en: 'Old Picnic',
      event_date: '2020-06-01',
      timezone: 'America/Toronto',
      city_tag: 'toronto',
      status: 'published',
    },
    {
      slug: 'pending-event',
      title_en: 'Pending Event',
      event_date: dayFromToday(5),
      timezone: 'America/Toronto',
      city_tag: 'toronto',
      status: 'pending_review',
    },
  ]);
  await insert('organizations', [
    {
      slug: 'st-sava',
      name_en: 'St. Sava Church',
      name_sr_cyrl: 'Црква Светог Саве',
      description_en: 'Parish of the Serbian Orthodox Church.',
      category: 'church',
      city_tag: 'toronto',
      status: 'published',
    },
    {
      slug: 'draft-club',
      name_en: 'Draft Club',
      category: 'culture',
      city_tag: 'toronto',
      status: 'draft',
    },
  ]);
  await insert('creators', [
    {
      slug: 'ana-creator',
      name_eng: 'Ana Petrović',
      short_bio_eng: 'Folk singer and YouTuber from Toronto.',
      youtube_channel_url: 'https://www.youtube.com/@ana',
      city: 'Toronto',
      country: 'Canada',
      status: 'published',
    },
    { slug: 'pending-creator', name_eng: 'Pending Creator', status: 'pending_review' },
  ]);
  await insert('memorials', [
    {
      slug: 'branislav-djordjevic',
      full_name: 'Branislav Đorđević',
      first_name: 'Branislav',
      last_name: 'Đorđević',
      birth_date: '1940-02-02',
      death_date: '2021-08-30',
      city_id: city.id,
      obituary_en: richText('He built bridges and sang in the choir.'),
      status: 'published',
    },
    {
      slug: 'private-person',
      full_name: 'Private Person',
      city_id: city.id,
      status: 'published',
      visibility: 'private',
    },
  ]);
}
