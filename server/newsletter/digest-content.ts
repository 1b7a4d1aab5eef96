import { localizedText } from '../../domain/content-language.ts';
import { formatDate, formatTime } from '../../domain/format-date.ts';
import { nameInReaderScript } from '../../domain/name-script.ts';
import type { Language } from '../../domain/language.ts';
import { routePath } from '../../domain/routes.ts';
import type { Queryable } from '../db/database.ts';
import { mailImage, type MailImage } from '../mail/mail-image.ts';

/**
 * What one digest holds for a language and a selection of cities: news
 * published in the seven days before `now` and published events of the next
 * fourteen days, in the cities chosen (no cities: all of them; news without a
 * city concern everyone). Titles are in the subscriber's language where the
 * item has one, else in English; city names in the subscriber's script.
 */

export interface DigestEntry {
  title: string;
  url: string;
  detail: string;
  /** The item's kept photo as a mail shows it (mail-image.ts); none for a drawing or no photo. */
  image?: MailImage;
}

export interface DigestContent {
  news: DigestEntry[];
  events: DigestEntry[];
}

const maxNews = 15;
const maxEvents = 20;

type NewsRow = {
  slug: string;
  title_en: string;
  title_sr_cyrl: string | null;
  city: string | null;
  image: string | null;
};
type EventRow = NewsRow & {
  event_date: string;
  event_time: string | null;
  venue_name: string | null;
};
type CityRow = {
  slug: string;
  name: string;
  name_sr_latn: string | null;
  name_sr_cyrl: string | null;
};

export async function digestContent(
  q: Queryable,
  options: { language: Language; citySlugs: readonly string[]; now: Date; siteUrl: string },
): Promise<DigestContent> {
  const { language, citySlugs, now, siteUrl } = options;
  const cities = [...citySlugs];
  const news = await q.query<NewsRow>(
    `select slug, title_en, title_sr_cyrl, city_tag as city, image_url as image from public.news
     where status = 'published' and published_at > $1::timestamptz - interval '7 days'
       and published_at <= $1::timestamptz
       and (cardinality($2::text[]) = 0 or city_tag is null or city_tag = any($2::text[]))
     order by published_at desc, slug limit ${maxNews}`,
    [now.toISOString(), cities],
  );
  const events = await q.query<EventRow>(
    `select slug, title_en, title_sr_cyrl, city_tag as city,
            coalesce(nullif(featured_image_url, ''), image_url) as image,
            event_date::text as event_date,
            to_char(event_time, 'HH24:MI') as event_time, venue_name
     from public.events
     where status = 'published' and event_date >= ($1::timestamptz at time zone 'UTC')::date
       and event_date < ($1::timestamptz at time zone 'UTC')::date + 14
       and (cardinality($2::text[]) = 0 or city_tag = any($2::text[]))
     order by event_date, event_time nulls last, slug limit ${maxEvents}`,
    [now.toISOString(), cities],
  );
  // Every city, retired ones too: an item keeps the name of its city (0850).
  const cityRows = await q.query<CityRow>(
    'select slug, name, name_sr_latn, name_sr_cyrl from public.cities',
  );
  const cityName = (slug: string | null) => {
    const city = cityRows.rows.find((row) => row.slug === slug);
    if (!city) return '';
    if (language === 'sr_latin' && city.name_sr_latn) return city.name_sr_latn;
    return nameInReaderScript(language, city.name, city.name_sr_cyrl);
  };
  return {
    news: news.rows.map((row) => ({
      title: localizedText(language, row.title_en, row.title_sr_cyrl),
      url: `${siteUrl}${routePath('newsArticle', { slug: row.slug })}`,
      detail: cityName(row.city),
      ...imageOf(row, siteUrl),
    })),
    events: events.rows.map((row) => ({
      title: localizedText(language, row.title_en, row.title_sr_cyrl),
      url: `${siteUrl}${routePath('event', { slug: row.slug })}`,
      detail: [
        formatDate(row.event_date, language, { dateStyle: 'medium' }),
        row.event_time ? formatTime(row.event_time, language) : '',
        cityName(row.city),
      ]
        .filter(Boolean)
        .join(', '),
      ...imageOf(row, siteUrl),
    })),
  };
}

/** Only published items come here, so their kept photos are public (mail-image.ts). */
function imageOf(row: NewsRow, siteUrl: string): { image?: MailImage } {
  const image = mailImage(row.image, siteUrl);
  return image ? { image } : {};
}
