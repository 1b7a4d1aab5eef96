import { type ContentLanguage, shownLocalizedText } from './content-language.ts';
import type { IcsEvent } from './ics.ts';
import { routePath } from './routes.ts';

/** A memorial's service details as stored (migration 0106): each part may be missing. */
export interface MemorialService {
  date: string | null;
  time: string | null;
  /** The church or place in English, and in Serbian Cyrillic (issue 37). */
  church: string | null;
  church_sr_cyrl: string | null;
  address: string | null;
}

/** The stored service_info as a MemorialService, or null when no part is given. */
export function memorialService(info: unknown): MemorialService | null {
  if (typeof info !== 'object' || info === null) return null;
  const part = (name: string) => {
    const value = (info as Record<string, unknown>)[name];
    return typeof value === 'string' && value.trim() !== '' ? value : null;
  };
  const service = {
    date: part('date'),
    time: part('time'),
    church: part('church'),
    church_sr_cyrl: part('church_sr_cyrl'),
    address: part('address'),
  };
  return Object.values(service).some((value) => value !== null) ? service : null;
}

/**
 * Whether the service is still to come on `today` ('YYYY-MM-DD', the
 * portal's day, siteToday()): only then is it offered for a calendar.
 */
export function isServiceAhead(service: MemorialService, today: string): boolean {
  return service.date !== null && service.date >= today;
}

/** The church or place in the reader's language, with its own `lang` when it is a fallback. */
export function serviceChurch(service: MemorialService, language: ContentLanguage) {
  return shownLocalizedText(language, service.church, service.church_sr_cyrl);
}

/**
 * The service as a calendar entry (it needs a date): in the time zone of the
 * memorial's city, named by `title`, at the church (in the reader's
 * language) and address.
 */
export function memorialServiceEntry(
  memorial: { id: string; slug: string },
  service: MemorialService,
  title: string,
  timezone: string,
  siteUrl: string,
  language: ContentLanguage,
): IcsEvent | null {
  if (!service.date) return null;
  const site = new URL(siteUrl);
  return {
    uid: `memorial-service-${memorial.id}@${site.hostname}`,
    title,
    location: [serviceChurch(service, language).text, service.address].filter(Boolean).join(', '),
    url: new URL(routePath('memorial', { slug: memorial.slug }), site).toString(),
    date: service.date,
    time: service.time,
    timezone,
  };
}
