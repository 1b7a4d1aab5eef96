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

/** Gallery URLs are typed one per line. */
export function galleryLines(value: string): string[] {
  return value
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}
