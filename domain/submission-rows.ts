import { recurrenceFromText } from './event-recurrence-form.ts';
import { richText, type RichTextDocument } from './rich-text.ts';
import { galleryLines } from './submission-fields.ts';
import type {
  BusinessSubmission,
  EventSubmission,
  MemorialSubmission,
  NewsSubmission,
  OrganizationSubmission,
} from './submission-schemas.ts';

/**
 * Database rows from parsed submissions: blanks become null, the status is
 * pending_review (the only one a user may insert), the owner column is left
 * to the database (it defaults to the signed-in user). The submitter's IP is
 * recorded by the server, never sent.
 */

type Row = Record<string, unknown>;

function nullIfBlank<T extends Record<string, string>>(values: T): Record<keyof T, string | null> {
  const row = {} as Record<keyof T, string | null>;
  for (const key of Object.keys(values) as (keyof T)[]) {
    const value = values[key];
    row[key] = value === undefined || value === '' ? null : value;
  }
  return row;
}

export function organizationRow(values: OrganizationSubmission): Row {
  return { ...nullIfBlank(values), status: 'pending_review' };
}

export function businessRow(values: BusinessSubmission): Row {
  return { ...nullIfBlank(values), status: 'pending_review' };
}

export function eventRow(values: EventSubmission): Row {
  return {
    ...nullIfBlank(values),
    category: values.category || 'other',
    // The rule as JSON, null for a one-off event (the column is jsonb).
    recurrence: recurrenceFromText(values.recurrence),
    status: 'pending_review',
  };
}

export function newsRow(values: NewsSubmission): Row {
  return {
    ...nullIfBlank(values),
    category: values.category || 'community',
    status: 'pending_review',
  };
}

/** Paragraphs are separated by blank lines; single line breaks stay inside one. */
export function biographyDocument(value: string): RichTextDocument | null {
  const paragraphs = value
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  return paragraphs.length === 0 ? null : richText(...paragraphs);
}

/** The memorial form's names mapped onto the table's columns (docs/data-model.md). */
export function memorialRow(values: MemorialSubmission): Row {
  const v = nullIfBlank(values);
  const [firstName, ...middle] = values.given_names.split(/\s+/).filter(Boolean);
  const service = {
    date: v.service_date,
    time: v.service_time,
    church: v.service_church,
    church_sr_cyrl: v.service_church_sr_cyrl,
    address: v.service_address,
  };
  return {
    full_name: values.full_name,
    grammatical_gender: v.grammatical_gender,
    first_name: firstName ?? null,
    middle_name: middle.length > 0 ? middle.join(' ') : null,
    last_name: v.family_name,
    birth_date: v.date_of_birth,
    place_of_birth: v.place_of_birth,
    death_date: v.date_of_passing,
    place_of_passing: v.place_of_passing,
    city_id: values.primary_city_id,
    obituary_en: biographyDocument(values.biography_en),
    obituary_sr_cyrl: biographyDocument(values.biography_sr_cyrl),
    profile_image_url: v.cover_image_url,
    gallery_image_urls: galleryLines(values.gallery_image_urls),
    service_info: Object.values(service).some((part) => part !== null) ? service : null,
    visibility: 'public',
    status: 'pending_review',
  };
}
