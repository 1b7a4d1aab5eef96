/**
 * How content refers to an image the portal keeps:
 * `/media/<id>/<w>x<h>/<placeholder>`, the id the content hash the image
 * pipeline gave it (server/images/), `w` × `h` the size of its largest
 * variant and the placeholder its tiny blurred WebP in base64url (about 100
 * to 300 characters; paths kept before it existed have none). From that path
 * alone a page writes `srcset` (the variants' widths), the intrinsic size and
 * the blurred picture shown until the photo arrives, on the server and in the
 * browser alike, with no other request.
 */
export const mediaVariantWidths = [320, 640, 960, 1600] as const;

const mediaPathPattern =
  /^\/media\/([0-9a-f]{32})\/([1-9][0-9]{0,3})x([1-9][0-9]{0,4})(?:\/([A-Za-z0-9_-]{16,1000}))?$/;

const webpDataPrefix = 'data:image/webp;base64,';

export interface MediaPath {
  id: string;
  width: number;
  height: number;
  /** The blurred WebP as a data: address, when the path carries it. */
  placeholder?: string;
}

export function parseMediaPath(value: string | null | undefined): MediaPath | null {
  const match = value ? mediaPathPattern.exec(value) : null;
  if (!match) return null;
  const media: MediaPath = { id: match[1]!, width: Number(match[2]), height: Number(match[3]) };
  if (match[4]) media.placeholder = placeholderDataUrl(match[4]);
  return media;
}

/** The path content keeps for an image the pipeline made (`placeholder` a WebP data: address). */
export function mediaPathOf(image: MediaPath): string {
  const base = `/media/${image.id}/${image.width}x${image.height}`;
  const encoded = image.placeholder?.startsWith(webpDataPrefix)
    ? image.placeholder
        .slice(webpDataPrefix.length)
        .replace(/=+$/, '')
        .replaceAll('+', '-')
        .replaceAll('/', '_')
    : '';
  return /^[A-Za-z0-9_-]{16,1000}$/.test(encoded) ? `${base}/${encoded}` : base;
}

function placeholderDataUrl(encoded: string): string {
  const base64 = encoded.replaceAll('-', '+').replaceAll('_', '/');
  return webpDataPrefix + base64 + '='.repeat((4 - (base64.length % 4)) % 4);
}

export function isMediaPath(value: string): boolean {
  return parseMediaPath(value) !== null;
}

/** The widths the pipeline made for an image whose largest variant is `width` wide. */
export function mediaWidths(width: number): number[] {
  return [...mediaVariantWidths.filter((w) => w < width), width];
}

export type MediaFormat = 'avif' | 'webp' | 'jpg';

export function mediaVariantUrl(media: MediaPath, width: number, format: MediaFormat): string {
  return `/media/${media.id}/${width}.${format}`;
}

export function mediaSrcSet(media: MediaPath, format: MediaFormat): string {
  return mediaWidths(media.width)
    .map((w) => `${mediaVariantUrl(media, w, format)} ${w}w`)
    .join(', ');
}

/**
 * For an <img> that takes one address: a kept image becomes its WebP variant
 * at least `displayWidth` wide (or its largest); any other address is as it is.
 */
export function singleImageSrc<T extends string | null | undefined>(
  src: T,
  displayWidth: number,
): T | string {
  const media = parseMediaPath(src);
  if (!media) return src;
  const width = mediaWidths(media.width).find((w) => w >= displayWidth) ?? media.width;
  return mediaVariantUrl(media, width, 'webp');
}

/**
 * An image address pages may load: a path of this site, or inline data. Pages
 * load images only from our origin (CSP img-src 'self'), so an address
 * elsewhere, not yet kept by the server (server/images), is shown as the
 * placeholder instead of a blocked request.
 */
export function isOurOwnImage(address: string | null | undefined): address is string {
  if (!address) return false;
  return (address.startsWith('/') && !address.startsWith('//')) || address.startsWith('data:');
}
