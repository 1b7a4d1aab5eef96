/**
 * The first large image of a page (usually its largest paint). The web views
 * show it; the server names it in a `<link rel="preload">` of the page's HTML,
 * so the browser fetches it while the app's code is still loading. Both read
 * the placeholders and the choice of image from here, so they name the same file.
 */

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
