import { zonedIsoDateTime } from '../time-zone.ts';

/** schema.org Event for /event/{slug} (pure: the server-side injection reuses it). */
export interface EventSeo {
  siteUrl: string;
  path: string;
  name: string;
  description: string;
  date: string;
  time?: string | null;
  endDate?: string | null;
  endTime?: string | null;
  timezone: string;
  venueName?: string | null;
  locationText?: string | null;
  cityName?: string | null;
  image?: string | null;
  organizerName?: string | null;
  ticketsUrl?: string | null;
  inLanguage: string;
}

function moment(date: string, time: string | null | undefined, timezone: string): string {
  return time ? zonedIsoDateTime(date, time, timezone) : date.slice(0, 10);
}

export function eventJsonLd(event: EventSeo) {
  const url = new URL(event.path, event.siteUrl).toString();
  const endDate = event.endDate ?? (event.endTime ? event.date : null);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.name,
    description: event.description,
    url,
    inLanguage: event.inLanguage,
    startDate: moment(event.date, event.time, event.timezone),
    ...(endDate ? { endDate: moment(endDate, event.endTime, event.timezone) } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: event.venueName || event.locationText || event.cityName || '',
      address: {
        '@type': 'PostalAddress',
        ...(event.locationText ? { streetAddress: event.locationText } : {}),
        ...(event.cityName ? { addressLocality: event.cityName } : {}),
      },
    },
    ...(event.image ? { image: [new URL(event.image, event.siteUrl).toString()] } : {}),
    ...(event.organizerName
      ? { organizer: { '@type': 'Organization', name: event.organizerName } }
      : {}),
    ...(event.ticketsUrl ? { offers: { '@type': 'Offer', url: event.ticketsUrl } } : {}),
  };
}
