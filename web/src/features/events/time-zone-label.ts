import { dateLocales } from '@domain/format-date.ts';
import type { ContentLanguage } from '@domain/content-language.ts';
import { nameToCyrillic } from '@domain/name-script.ts';
import { toLatin } from '@domain/transliterate.ts';

/**
 * Intl's zone name in the page's script: browsers' Serbian data may come in
 * either script (Debian Chromium gives Latin for sr-Cyrl).
 */
function inPageScript(name: string, language: ContentLanguage): string {
  if (language === 'sr_cyrillic') return nameToCyrillic(name);
  if (language === 'sr_latin') return toLatin(name);
  return name;
}

/** 'Eastern Time (America/Toronto)' in the reader's language; the IANA name alone if Intl has none. */
export function timeZoneLabel(timeZone: string, language: ContentLanguage, onDate: string): string {
  try {
    const name = new Intl.DateTimeFormat(dateLocales[language], {
      timeZone,
      timeZoneName: 'longGeneric',
    })
      .formatToParts(new Date(`${onDate.slice(0, 10)}T12:00:00Z`))
      .find((part) => part.type === 'timeZoneName')?.value;
    return name && name !== timeZone ? `${inPageScript(name, language)} (${timeZone})` : timeZone;
  } catch {
    return timeZone;
  }
}
