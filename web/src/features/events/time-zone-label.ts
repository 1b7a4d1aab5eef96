import { dateLocales } from '../../../../domain/format-date.ts';
import type { ContentLanguage } from '../../../../domain/content-language.ts';

/** 'Eastern Time (America/Toronto)' in the reader's language; the IANA name alone if Intl has none. */
export function timeZoneLabel(timeZone: string, language: ContentLanguage, onDate: string): string {
  try {
    const name = new Intl.DateTimeFormat(dateLocales[language], {
      timeZone,
      timeZoneName: 'longGeneric',
    })
      .formatToParts(new Date(`${onDate.slice(0, 10)}T12:00:00Z`))
      .find((part) => part.type === 'timeZoneName')?.value;
    return name && name !== timeZone ? `${name} (${timeZone})` : timeZone;
  } catch {
    return timeZone;
  }
}
