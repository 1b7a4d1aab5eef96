import { recurrenceToText } from './event-recurrence-form.ts';
import { richTextToPlain } from './rich-text-to-plain.ts';
import type { FormValues } from './submission-schemas.ts';

/**
 * Form values from a stored row, for editing a draft: the reverse of
 * submission-rows.ts. Nulls become blanks; times lose their seconds.
 */

const asText = (value: unknown): string => {
  if (typeof value !== 'string') return '';
  return /^\d{2}:\d{2}:\d{2}$/.test(value) ? value.slice(0, 5) : value;
};

/** Organizations, events and news: each form field is a column of the same name. */
export function plainFormValues(
  row: Record<string, unknown>,
  names: readonly string[],
): FormValues {
  return Object.fromEntries(names.map((name) => [name, asText(row[name])]));
}

/** The event form: its columns, and the recurrence rule as the form's text. */
export function eventFormValues(
  row: Record<string, unknown>,
  names: readonly string[],
): FormValues {
  return { ...plainFormValues(row, names), recurrence: recurrenceToText(row.recurrence) };
}

export function memorialFormValues(row: Record<string, unknown>): FormValues {
  const service = (row.service_info ?? {}) as Record<string, unknown>;
  const gallery = Array.isArray(row.gallery_image_urls) ? row.gallery_image_urls : [];
  return {
    full_name: asText(row.full_name),
    grammatical_gender: asText(row.grammatical_gender),
    given_names: [asText(row.first_name), asText(row.middle_name)].filter(Boolean).join(' '),
    family_name: asText(row.last_name),
    date_of_birth: asText(row.birth_date),
    place_of_birth: asText(row.place_of_birth),
    date_of_passing: asText(row.death_date),
    place_of_passing: asText(row.place_of_passing),
    primary_city_id: asText(row.city_id),
    biography_en: row.obituary_en ? richTextToPlain(row.obituary_en) : '',
    biography_sr_cyrl: row.obituary_sr_cyrl ? richTextToPlain(row.obituary_sr_cyrl) : '',
    service_date: asText(service.date),
    service_time: asText(service.time),
    service_church: asText(service.church),
    service_church_sr_cyrl: asText(service.church_sr_cyrl),
    service_address: asText(service.address),
    cover_image_url: asText(row.profile_image_url),
    gallery_image_urls: gallery.filter((url) => typeof url === 'string').join('\n'),
  };
}
