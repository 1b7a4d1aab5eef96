import type { CityHeadRow } from '../../domain/seo/city-page.ts';
import type { CreatorHeadRow } from '../../domain/seo/creator-page.ts';
import type { EventHeadRow } from '../../domain/seo/event-page.ts';
import type { MemorialHeadRow } from '../../domain/seo/memorial-page.ts';
import type { NewsArticleHeadRow } from '../../domain/seo/news-article-page.ts';
import type { OrganizationHeadRow } from '../../domain/seo/organization-page.ts';
import type { Database } from '../db/database.ts';
import { readAsAnon } from './anon-read.ts';

/**
 * One public row per detail page, read as a visitor (row-level security hides
 * what is not published). Dates and times are cast to the text PostgREST
 * sends, so the head the server writes equals the one the app renders.
 */

const iso = (column: string) => `to_json(${column}) #>> '{}'`;

async function first<T>(db: Database, sql: string, slug: string): Promise<T | undefined> {
  const rows = await readAsAnon(db, sql, [slug]);
  return rows[0] as T | undefined;
}

export function readNewsArticle(db: Database, slug: string) {
  return first<NewsArticleHeadRow>(
    db,
    `select n.slug, n.title_en, n.title_sr_cyrl, n.excerpt_en, n.excerpt_sr_cyrl,
            n.content_en, n.content_sr_cyrl, n.image_url,
            ${iso('n.created_at')} as created_at, ${iso('n.updated_at')} as updated_at,
            case when p.id is null then null else json_build_object('full_name', p.full_name) end as profiles
       from public.news n left join public.profiles p on p.id = n.author_id
      where n.slug = $1 and n.status = 'published'`,
    slug,
  );
}

export function readEvent(db: Database, slug: string) {
  return first<EventHeadRow>(
    db,
    `select e.slug, e.title_en, e.title_sr_cyrl, e.description_en, e.description_sr_cyrl,
            e.event_date::text as event_date, e.event_time::text as event_time,
            e.end_date::text as end_date, e.end_time::text as end_time, e.timezone,
            e.location_text, e.venue_name, e.venue_name_sr_cyrl, e.city_tag, e.tickets_url, e.featured_image_url, e.image_url,
            case when o.id is null then null
                 else json_build_object('name_en', o.name_en, 'name_sr_cyrl', o.name_sr_cyrl) end as organizations
       from public.events e left join public.organizations o on o.id = e.organization_id
      where e.slug = $1 and e.status = 'published'`,
    slug,
  );
}

export function readOrganization(db: Database, slug: string) {
  return first<OrganizationHeadRow>(
    db,
    `select slug, name_en, name_sr_cyrl, description_en, description_sr_cyrl, address, phone,
            email, website, city_tag, logo_image_url, image_url
       from public.organizations where slug = $1 and status = 'published'`,
    slug,
  );
}

export function readCreator(db: Database, slug: string) {
  return first<CreatorHeadRow & { banner_image: string | null }>(
    db,
    `select slug, name_eng, name_lat, name_cyr, short_bio_eng, short_bio_lat, short_bio_cyr,
            avatar_image, banner_image, youtube_channel_url, instagram_url, tiktok_url,
            facebook_url, website_url, city, country
       from public.creators where slug = $1 and status = 'published'`,
    slug,
  );
}

export function readMemorial(db: Database, slug: string) {
  return first<MemorialHeadRow>(
    db,
    `select slug, full_name, first_name, last_name, birth_date::text as birth_date,
            death_date::text as death_date, place_of_birth, place_of_passing, profile_image_url,
            obituary_en, obituary_sr_cyrl
       from public.memorials where slug = $1 and status = 'published'`,
    slug,
  );
}

/** Cities are matched case-insensitively (SPEC §2 City page). */
export function readCity(db: Database, name: string) {
  return first<CityHeadRow>(
    db,
    `select slug, name, name_sr_latn, name_sr_cyrl, intro_text_en, intro_text_sr_cyrl,
            intro_text_sr_latn, hero_image_url
       from public.cities where lower(slug) = lower($1) and retired_at is null`,
    name,
  );
}
