import { cleanLine, hasInvisible } from './text-hygiene.ts';

/**
 * Web addresses as the database accepts them (migration 0244): links are
 * absolute http(s) URLs with a dotted host name; images may also be a path
 * on this site. "www.example.org" gets https:// in front; "/\evil.example",
 * "//evil.example" and "javascript:" are refused (browsers open the first two
 * as another host).
 */

const hostLabel = '[a-z0-9\\u00C0-\\uFFFF](?:[a-z0-9\\u00C0-\\uFFFF-]*[a-z0-9\\u00C0-\\uFFFF])?';
const host = `${hostLabel}(?:\\.${hostLabel})+`;
const bareHost = new RegExp(`^${host}(?:[/:?#]|$)`, 'i');
const linkUrl = new RegExp(`^https?://${host}(?::[0-9]{1,5})?(?:[/?#][^\\s\\\\]*)?$`, 'i');
const sitePath = /^\/[^/\\\s][^\s\\]*$/;

/** The value cleaned, with https:// added to a bare host name ("www.example.org/x"). */
export function normalizeWebUrl(value: string): string {
  const cleaned = cleanLine(value);
  return bareHost.test(cleaned) ? `https://${cleaned}` : cleaned;
}

export function isLinkUrl(value: string): boolean {
  return !hasInvisible(value) && linkUrl.test(value);
}

/** A link, or a path on this site such as /images/x.svg. */
export function isImageUrl(value: string): boolean {
  return isLinkUrl(value) || sitePath.test(value);
}
