/**
 * What the image pipeline takes in and what it makes. One place, so the
 * upload route, the URL fetcher, the docs and the tests agree.
 */

/** Largest file accepted: phone photos are 3–12 MB. */
export const maxImageBytes = 20 * 1024 * 1024;

/**
 * Largest number of pixels decoded (libvips `limitInputPixels`): a 48 MP
 * phone sensor (8064 × 6048) fits; a decompression bomb (a small file that
 * declares a huge canvas) is refused before its pixels are allocated.
 */
export const maxImagePixels = 50_000_000;

/** Longest side accepted, whatever the pixel count (a 1 × 40 000 strip). */
export const maxImageSide = 12_000;

/** Smallest side accepted: below this nothing useful can be shown. */
export const minImageSide = 16;

/** Widths of the variants, each made only when the source is at least that wide. */
export const variantWidths = [320, 640, 960, 1600] as const;

/** Formats of every variant, best first: the browser takes the first it supports. */
export const variantFormats = ['avif', 'webp', 'jpeg'] as const;
export type VariantFormat = (typeof variantFormats)[number];

export const variantContentType: Record<VariantFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/**
 * Changes whenever the variants' encoding changes, so new variants get new
 * content-addressed names and no cache keeps an old one under the same name.
 */
export const pipelineVersion = 1;
