import { type ContentLanguage, localizedText } from '@domain/content-language.ts';
import type {
  BusinessCategory,
  CreatorCountry,
  NewsCategory,
  OrganizationCategory,
} from '@domain/content-categories.ts';
import { formatDate, formatTime } from '@domain/format-date.ts';
import { nameInReaderScript } from '@domain/name-script.ts';
import { cityNameOf, type CityListRow } from '@/lib/cities.ts';
import type { TFunction } from '@/lib/translator.ts';
import type { ModerationTable } from './moderation-tables.ts';

/**
 * The queue's facts line for one item ("Култура · Торонто · 2. новембар
 * 2024."), in the editor's language and script as the public pages write
 * them: categories and countries translated, cities and places in the
 * reader's script, dates from domain/format-date.ts. Addresses, venues,
 * websites and emails stay as written.
 */

type Row = Record<string, unknown>;
const str = (value: unknown) => (typeof value === 'string' ? value : '');

function date(value: unknown, language: ContentLanguage): string {
  return str(value) ? formatDate(str(value), language) : '';
}

function when(row: Row, language: ContentLanguage): string {
  const time = str(row.event_time) ? formatTime(str(row.event_time), language) : '';
  return [date(row.event_date, language), time].filter(Boolean).join(' ');
}

export function moderationFacts(
  table: ModerationTable,
  row: Row,
  language: ContentLanguage,
  t: TFunction,
  /** The active cities (lib/cities.ts); a city not among them shows its slug. */
  cities: readonly CityListRow[],
): string[] {
  const city = str(row.city_tag) ? cityNameOf(cities, str(row.city_tag), language) : '';
  const facts: Record<ModerationTable, () => string[]> = {
    organizations: () => [
      str(row.category)
        ? t(`organizations.categories.${str(row.category) as OrganizationCategory}`)
        : '',
      city,
      str(row.address),
      str(row.website),
    ],
    events: () => [
      when(row, language),
      localizedText(language, str(row.venue_name), str(row.venue_name_sr_cyrl)),
      city,
    ],
    news: () => [
      str(row.category) ? t(`news.categories.${str(row.category) as NewsCategory}`) : '',
      city,
    ],
    memorials: () => [
      date(row.birth_date, language),
      date(row.death_date, language),
      str(row.place_of_passing) ? nameInReaderScript(language, str(row.place_of_passing)) : '',
    ],
    businesses: () => [
      str(row.category) ? t(`business.categories.${str(row.category) as BusinessCategory}`) : '',
      city,
      str(row.address),
      str(row.phone),
      str(row.website),
    ],
    creators: () => [
      str(row.country) ? t(`creators.countries.${str(row.country) as CreatorCountry}`) : '',
      str(row.city) ? nameInReaderScript(language, str(row.city)) : '',
      str(row.email_public),
    ],
  };
  return facts[table]().filter((fact) => fact.trim() !== '');
}
