import { mediaVariantUrl, mediaWidths, parseMediaPath } from '../../domain/media-path.ts';

/**
 * The picture a mail may show for an item's image column: the smallest JPEG
 * the image pipeline made of a kept image (`/media/…`, 320 px wide: sharp on
 * a phone as a thumbnail, a few kB; JPEG because several mail clients show
 * no WebP or AVIF), as an absolute address on this site. Anything else (an
 * address on another site, a drawing under /images, nothing) gives none, so
 * a mail never makes its reader's client call another host.
 *
 * Callers pass only images of published items: a variant is served to
 * anyone only once some published content shows it (row-level security on
 * public.images), so a pending item's photo would not load in a mail anyway.
 */
export interface MailImage {
  url: string;
  /** The size it is shown at in the HTML mail, in CSS pixels (the file has twice as many or more). */
  width: number;
  height: number;
}

/** A mail's thumbnail is this wide. */
export const mailImageWidth = 96;

export function mailImage(
  imageColumn: string | null | undefined,
  siteUrl: string,
): MailImage | null {
  const media = parseMediaPath(imageColumn);
  if (!media) return null;
  return {
    url: `${siteUrl}${mediaVariantUrl(media, mediaWidths(media.width)[0]!, 'jpg')}`,
    width: mailImageWidth,
    height: Math.max(1, Math.round((mailImageWidth * media.height) / media.width)),
  };
}
