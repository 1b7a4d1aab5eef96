import { cities } from '../../../../domain/cities.ts';
import {
  type ContentLanguage,
  localizedField,
  localizedText,
} from '../../../../domain/content-language.ts';
import { routePath } from '../../../../domain/routes.ts';
import { eventJsonLd } from '../../../../domain/seo/event.ts';
import type { EventRow } from '../../lib/content-rows.ts';
import { languageDetails } from '../../lib/language.ts';

/** The Event structured data of an event page, from its row. */
export function eventPageJsonLd(event: EventRow, language: ContentLanguage, siteUrl: string) {
  return eventJsonLd({
    siteUrl,
    path: routePath('event', { slug: event.slug }),
    name: localizedField(event, 'title', language),
    description: localizedField(event, 'description', language),
    date: event.event_date,
    time: event.event_time,
    endDate: event.end_date,
    endTime: event.end_time,
    timezone: event.timezone,
    venueName: event.venue_name,
    locationText: event.location_text,
    cityName: cities.find((city) => city.slug === event.city_tag)?.name ?? event.city_tag,
    image: event.featured_image_url ?? event.image_url,
    organizerName: event.organizations
      ? localizedText(language, event.organizations.name_en, event.organizations.name_sr_cyrl)
      : null,
    ticketsUrl: event.tickets_url,
    inLanguage: languageDetails[language].htmlLang,
  });
}
