/**
 * What the database does to text a client writes (migration 0244's
 * clean_text and clean_line), so the forms show the value that will be
 * stored: invisible characters removed, NFC, and for one-line fields no tabs
 * or line breaks and no spaces around it.
 */

/**
 * C0/C1 controls other than tab and line breaks, the soft hyphen, zero-width
 * characters and bidi controls: they hide or reorder what a reader sees and
 * make look-alike names, slugs and addresses.
 */
const invisible =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

export function withoutInvisible(value: string): string {
  return value.replace(invisible, '');
}

export function hasInvisible(value: string): boolean {
  return withoutInvisible(value) !== value;
}

/** Text of several lines (descriptions, articles, notes). */
export function cleanText(value: string): string {
  return withoutInvisible(value).normalize('NFC');
}

/** One line (names, titles, places, slugs, city tags). */
export function cleanLine(value: string): string {
  return cleanText(value)
    .replace(/\s*[\t\r\n]+\s*/g, ' ')
    .trim();
}
