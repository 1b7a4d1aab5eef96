import { maxLength } from './field-limits.ts';
import { isMediaPath } from './media-path.ts';

/**
 * Checks on submission fields that need no schema library, so the forms can
 * show previews with them before zod has loaded (submission-schemas.ts
 * re-exports them).
 */

/** An https:// address with a dotted host name. */
export function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/**
 * An image field's value: a public https:// address (the server fetches and
 * keeps it) or an image the portal already keeps (`/media/…`, an upload).
 */
export function isImageAddress(value: string): boolean {
  return isHttpsUrl(value) || isMediaPath(value);
}

/** Gallery URLs are typed one per line. */
export function galleryLines(value: string): string[] {
  return value
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * The longest value of each field of the four submission forms, for the
 * inputs' maxLength (the schemas in submission-schemas.ts use the same
 * numbers, and submission-schemas.test.ts checks they agree). The gallery has
 * none: it holds up to 24 addresses, one per line.
 */
export const submissionFieldMaxLength: Record<string, number> = {
  name_en: maxLength.name,
  name_sr_cyrl: maxLength.name,
  title_en: maxLength.title,
  title_sr_cyrl: maxLength.title,
  description_en: maxLength.description,
  description_sr_cyrl: maxLength.description,
  excerpt_en: maxLength.excerpt,
  excerpt_sr_cyrl: maxLength.excerpt,
  content_en: maxLength.article,
  content_sr_cyrl: maxLength.article,
  address: maxLength.address,
  phone: maxLength.phone,
  email: maxLength.email,
  website: maxLength.url,
  tickets_url: maxLength.url,
  logo_image_url: maxLength.url,
  image_url: maxLength.url,
  cover_image_url: maxLength.url,
  venue_name: maxLength.name,
  venue_name_sr_cyrl: maxLength.name,
  location_text: maxLength.address,
  city_tag: maxLength.cityTag,
  full_name: maxLength.name,
  given_names: maxLength.name,
  family_name: maxLength.name,
  place_of_birth: maxLength.name,
  place_of_passing: maxLength.name,
  biography_en: maxLength.biography,
  biography_sr_cyrl: maxLength.biography,
  service_church: maxLength.name,
  service_church_sr_cyrl: maxLength.name,
  service_address: maxLength.address,
};
