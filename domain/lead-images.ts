/**
 * The first large image of a page (usually its largest paint). The web views
 * show it; the server names it in a `<link rel="preload">` of the page's HTML,
 * so the browser fetches it while the app's code is still loading. Both read
 * the placeholders and the choice of image from here, so they name the same file.
 */

import { mediaSrcSet, parseMediaPath } from './media-path.ts';
import type { RouteName } from './routes.ts';

export const homeHeroImage = '/images/cities/lake-skyline.svg';
export const eventPlaceholderImage = '/images/content/festival.svg';
export const newsPlaceholderImage = '/images/content/books.svg';
export const memorialPlaceholderPortrait = '/images/memorials/candle.svg';

/** The image a view shows first: its own, or the placeholder when it has none. */
export function imageOrPlaceholder(src: string | null | undefined, placeholder: string): string {
  return src && src.trim() !== '' ? src : placeholder;
}

export function eventLeadImage(event: {
  featured_image_url: string | null;
  image_url: string | null;
}): string {
  return imageOrPlaceholder(event.featured_image_url ?? event.image_url, eventPlaceholderImage);
}

export function newsLeadImage(article: { image_url?: string | null }): string {
  return imageOrPlaceholder(article.image_url, newsPlaceholderImage);
}

/** A creator's banner; without one the page's top is a gradient, with no image to fetch first. */
export function creatorLeadImage(creator: { banner_image?: string | null }): string | undefined {
  return creator.banner_image && creator.banner_image.trim() !== ''
    ? creator.banner_image
    : undefined;
}

export function memorialLeadImage(memorial: { profile_image_url?: string | null }): string {
  return imageOrPlaceholder(memorial.profile_image_url, memorialPlaceholderPortrait);
}

/**
 * How wide a lead image is shown (its `sizes`): the view's <img> and the
 * server's preload say the same, so the browser fetches the file once.
 */
export const wideLeadImageSizes = 'min(100vw, 1200px)';
export const portraitLeadImageSizes = '224px';
/** A creator's banner spans the screen (creator-banner.tsx). */
export const creatorBannerSizes = '100vw';

const leadImageSizesOfRoute: Partial<Record<RouteName, string>> = {
  newsArticle: wideLeadImageSizes,
  blogArticle: wideLeadImageSizes,
  event: wideLeadImageSizes,
  memorial: portraitLeadImageSizes,
  creator: creatorBannerSizes,
};

/**
 * What the server's `<link rel="preload">` of a page's lead image says, so
 * it names the very file the view will ask for: a plain path as it is; a
 * kept image (`/media/…`) as the AVIF `imagesrcset` with the view's sizes
 * (the <picture> offers AVIF first; a browser without AVIF skips the
 * preload). None when unsure.
 */
export type LeadImagePreload =
  { href: string } | { imageSrcSet: string; imageSizes: string; type: 'image/avif' };

export function leadImagePreload(
  route: RouteName | undefined,
  src: string,
): LeadImagePreload | null {
  const media = parseMediaPath(src);
  if (!media) return { href: src };
  const sizes = route ? leadImageSizesOfRoute[route] : undefined;
  return sizes
    ? { imageSrcSet: mediaSrcSet(media, 'avif'), imageSizes: sizes, type: 'image/avif' }
    : null;
}
