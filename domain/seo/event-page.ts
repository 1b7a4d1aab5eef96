import { cities } from '../cities.ts';
import { type ContentLanguage, localizedField, localizedText } from '../content-language.ts';
import { languageDetails } from '../language.ts';
import { routePath } from '../routes.ts';
import { detailBreadcrumbs, type SectionTexts } from './breadcrumbs.ts';
import { eventJsonLd } from './event.ts';
import type { PageMeta } from './page-meta.ts';
import type { Tables } from '../database.types.ts';

/** The event fields its head is built from (an `events` row with its organization's name). */
export type EventHeadRow = Pick<
  Tables<'events'>,
  | 'slug'
  | 'title_en'
  | 'title_sr_cyrl'
  | 'description_en'
  | 'description_sr_cyrl'
  | 'event_date'
  | 'event_time'
  | 'end_date'
  | 'end_time'
  | 'timezone'
  | 'location_text'
  | 'venue_name'
  | 'city_tag'
  | 'tickets_url'
  | 'featured_image_url'
  | 'image_url'
> &
  /** The venue's Serbian name (issue 37); rows read before it existed lack it. */
  Partial<Pick<Tables<'events'>, 'venue_name_sr_cyrl'>> & {
    organizations: Pick<Tables<'organizations'>, 'name_en' | 'name_sr_cyrl'> | null;
  };

/** The city's display name for a `city_tag` (the slug itself for an unknown city). */
export function eventCityName(cityTag: string): string {
  return cities.find((city) => city.slug === cityTag)?.name ?? cityTag;
}

/** Head of /event/{slug}: Event and breadcrumbs. */
export function eventPageMeta(
  event: EventHeadRow,
  language: ContentLanguage,
  siteUrl: string,
  texts: SectionTexts,
): PageMeta {
  const path = routePath('event', { slug: event.slug });
  const title = localizedField(event, 'title', language);
  const description = localizedField(event, 'description', language);
  const image = event.featured_image_url ?? event.image_url;
  return {
    title,
    description,
    canonicalPath: path,
    image,
    jsonLd: [
      eventJsonLd({
        siteUrl,
        path,
        name: title,
        description,
        date: event.event_date,
        time: event.event_time,
        endDate: event.end_date,
        endTime: event.end_time,
        timezone: event.timezone,
        venueName: localizedText(language, event.venue_name, event.venue_name_sr_cyrl) || null,
        locationText: event.location_text,
        cityName: eventCityName(event.city_tag),
        image,
        organizerName: event.organizations
          ? localizedText(language, event.organizations.name_en, event.organizations.name_sr_cyrl)
          : null,
        ticketsUrl: event.tickets_url,
        inLanguage: languageDetails[language].htmlLang,
      }),
      detailBreadcrumbs(siteUrl, texts, routePath('events'), { name: title, path }),
    ],
  };
}
