import { cities, provincesStates } from '../../domain/cities.ts';
import type { RichTextDocument } from '../../domain/rich-text.ts';
import { toLatin } from '../../domain/transliterate.ts';
import { demoBusinesses } from './demo-businesses.ts';
import { cityIntros, demoUsCities } from './demo-cities.ts';
import {
  usDemoBusinesses,
  usDemoEvents,
  usDemoNews,
  usDemoOrganizations,
} from './demo-us-content.ts';
import { demoCondolences } from './demo-condolences.ts';
import { demoCreators } from './demo-creators.ts';
import { demoEvents, pendingDemoEvent } from './demo-events.ts';
import { demoMemorials } from './demo-memorials.ts';
import { demoNews } from './demo-news.ts';
import { demoOrganizations, pendingDemoOrganization } from './demo-organizations.ts';
import {
  buildBusiness,
  buildCity,
  buildCreator,
  buildEvent,
  buildMemorial,
  buildNews,
  buildOrganization,
  buildProvinceState,
} from './factories.ts';
import type { SeedDatabase } from './seed-database.ts';

/** YYYY-MM-DD of `today` moved by `days` (UTC calendar days). */
export function dayOffset(today: Date, days: number): string {
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function timeAgo(today: Date, days: number): string {
  return new Date(today.getTime() - days * 86_400_000).toISOString();
}

function latinDocument(document: unknown): unknown {
  if (typeof document === 'string') return toLatin(document);
  if (!document || typeof document !== 'object') return document;
  const doc = document as RichTextDocument;
  return {
    ...doc,
    content: doc.content.map((paragraph) => ({
      ...paragraph,
      content: paragraph.content?.map((run) => ({ ...run, text: toLatin(run.text) })),
    })),
  };
}

export interface SeedSummary {
  cities: number;
  organizations: number;
  events: number;
  news: number;
  memorials: number;
  creators: number;
  businesses: number;
}

/**
 * The demo content of `SEED=demo`: provinces, the sixteen cities, and
 * published organizations, events, news, memorials, creators and businesses
 * (plus one pending organization and event for editors). Event and news
 * dates count from `today`. Run it inside one transaction on an empty database.
 */
export async function seedDemo(db: SeedDatabase, today = new Date()): Promise<SeedSummary> {
  for (const province of provincesStates) await buildProvinceState(db, province.code);
  for (const city of [...cities, ...demoUsCities]) {
    const intro = cityIntros[city.slug];
    const row = await buildCity(db, city.slug, {
      name: city.name,
      name_sr_cyrl: city.nameSrCyrl,
      name_sr_latn: toLatin(city.nameSrCyrl),
      province_code: city.provinceCode,
    });
    // The migrations seed the first sixteen without an intro: the demo adds one.
    await db.query(
      `update public.cities
          set intro_text_en = $2, intro_text_sr_cyrl = $3, hero_image_url = $4
        where id = $1`,
      [row.id, intro?.en ?? null, intro?.srCyrl ?? null, intro?.heroImage ?? null],
    );
  }

  const organizationIds = new Map<string, string>();
  for (const { key, row } of [...demoOrganizations, ...usDemoOrganizations]) {
    organizationIds.set(key, (await buildOrganization(db, row)).id);
  }
  await buildOrganization(db, pendingDemoOrganization);

  for (const event of [...demoEvents, ...usDemoEvents, pendingDemoEvent]) {
    await buildEvent(db, {
      ...event.row,
      event_date: dayOffset(today, event.days),
      organization_id: event.organization ? organizationIds.get(event.organization) : undefined,
    });
  }

  for (const { daysAgo, row } of [...demoNews, ...usDemoNews]) {
    const written = timeAgo(today, daysAgo);
    await buildNews(db, { ...row, created_at: written, published_at: written });
  }

  const memorialIds = new Map<unknown, string>();
  for (const { city, row } of demoMemorials) {
    const memorial = await buildMemorial(db, { ...row, city, created_at: timeAgo(today, 30) });
    memorialIds.set(row.first_name, memorial.id);
  }
  for (const { memorial, daysAgo, row } of demoCondolences) {
    await db.query(
      `insert into public.memorial_condolences
         (memorial_id, author_name, relation, message, status, created_at, language)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        memorialIds.get(memorial),
        row.author_name,
        row.relation ?? null,
        row.message,
        row.status,
        timeAgo(today, daysAgo),
        row.language,
      ],
    );
  }

  for (const { daysAgo, cyr, row } of demoCreators) {
    await buildCreator(db, {
      name_cyr: cyr.name,
      name_lat: toLatin(cyr.name),
      short_bio_cyr: cyr.bio || null,
      short_bio_lat: cyr.bio ? toLatin(cyr.bio) : null,
      long_bio_lat: row.long_bio_cyr ? latinDocument(row.long_bio_cyr) : undefined,
      email_public: null,
      ...row,
      created_at: timeAgo(today, daysAgo),
    });
  }

  for (const business of [...demoBusinesses, ...usDemoBusinesses]) {
    await buildBusiness(db, business);
  }

  return {
    cities: cities.length + demoUsCities.length,
    organizations: demoOrganizations.length + usDemoOrganizations.length + 1,
    events: demoEvents.length + usDemoEvents.length + 1,
    news: demoNews.length + usDemoNews.length,
    memorials: demoMemorials.length,
    creators: demoCreators.length,
    businesses: demoBusinesses.length + usDemoBusinesses.length,
  };
}
