import sharp, { type FormatEnum } from 'sharp';
import { storageErrors } from './storage-error.ts';

/**
 * Image transformation of /render/image (PROTOCOL.md §5.12) with sharp
 * (libvips): width, height, resize (cover, contain, fill), quality, format
 * (origin, webp, avif). Only raster photos are rendered (JPEG, PNG, WebP,
 * AVIF, GIF, HEIF); SVG and anything else is refused. Orientation is
 * applied and no metadata (EXIF, GPS, ICC comments) is written out. Inputs
 * are bounded in pixels; render-route.ts runs each render through the
 * server's one image queue (server/images/image-queue.ts), with uploads, so
 * a burst cannot exhaust memory.
 */

export interface Transformations {
  width?: number;
  height?: number;
  resize?: 'cover' | 'contain' | 'fill';
  quality?: number;
  format?: 'origin' | 'avif' | 'webp';
}

/** Sizes are clamped to this range, as storage-api's defaults. */
const minSize = 1;
const maxSize = 2000;
const defaultQuality = 80;
/**
 * 50 megapixels: any phone photo as saved by the camera app passes (the
 * 48-50 MP sensors save 12 MP unless set otherwise; a full 50 MP one still
 * fits), a decompression bomb does not. Decoded, one such image is about
 * 150 MB, and one is decoded at a time (the image queue).
 */
export const maxInputPixels = 50_000_000;

const resizeValues = new Set(['cover', 'contain', 'fill']);
const formatValues = new Set(['origin', 'avif', 'webp']);
const renderable = new Set(['jpeg', 'png', 'webp', 'avif', 'gif', 'heif']);

function sizeOf(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^\d{1,9}$/.test(value))
    throw storageErrors.invalidRequest(`querystring/${name} must be integer`);
  const size = Number(value);
  return size === 0 ? undefined : Math.min(Math.max(size, minSize), maxSize);
}

/** The transformation in a render URL's query; 400 for a value outside the schema. */
export function transformationsFromQuery(
  query: Record<string, string | undefined>,
): Transformations {
  const transformations: Transformations = {
    width: sizeOf(query.width, 'width'),
    height: sizeOf(query.height, 'height'),
  };
  if (query.resize !== undefined) {
    if (!resizeValues.has(query.resize))
      throw storageErrors.invalidRequest(
        'querystring/resize must be equal to one of the allowed values',
      );
    transformations.resize = query.resize as Transformations['resize'];
  }
  if (query.quality !== undefined) {
    const quality = Number(query.quality);
    if (!/^\d{1,3}$/.test(query.quality) || quality < 20 || quality > 100)
      throw storageErrors.invalidRequest('querystring/quality must be >= 20 and <= 100');
    transformations.quality = quality;
  }
  if (query.format !== undefined) {
    if (!formatValues.has(query.format))
      throw storageErrors.invalidRequest(
        'querystring/format must be equal to one of the allowed values',
      );
    transformations.format = query.format as Transformations['format'];
  }
  return transformations;
}

/** What a signed render URL carries in its token: `height:200,width:200,resize:cover,quality:60`. */
export function transformationsText(transform: Transformations): string {
  const parts = [
    `height:${transform.height ?? 0}`,
    `width:${transform.width ?? 0}`,
    `resize:${transform.resize ?? 'undefined'}`,
  ];
  if (transform.quality !== undefined) parts.push(`quality:${transform.quality}`);
  if (transform.format !== undefined) parts.push(`format:${transform.format}`);
  return parts.join(',');
}

/** The token's text back into a transformation; an unknown resize becomes `fill`'s default. */
export function transformationsFromText(text: string): Transformations {
  const values = new Map(
    text.split(',').map((part) => {
      const at = part.indexOf(':');
      return [part.slice(0, at), part.slice(at + 1)] as const;
    }),
  );
  const number = (name: string) => {
    const value = Number(values.get(name));
    return Number.isInteger(value) && value > 0 ? value : undefined;
  };
  const resize = values.get('resize');
  const format = values.get('format');
  const quality = number('quality');
  return {
    width: clamp(number('width')),
    height: clamp(number('height')),
    resize: resize && resizeValues.has(resize) ? (resize as Transformations['resize']) : undefined,
    quality: quality === undefined ? undefined : Math.min(Math.max(quality, 20), 100),
    format: format && formatValues.has(format) ? (format as Transformations['format']) : undefined,
  };
}

function clamp(size: number | undefined) {
  return size === undefined ? undefined : Math.min(Math.max(size, minSize), maxSize);
}

const resizingType = { cover: 'fill', contain: 'fit', fill: 'force' } as const;

/** `X-Transformations`: `height:…,width:…,resizing_type:…,quality:…,format:…`, present parts only. */
export function transformationsHeader(transform: Transformations): string {
  const parts: string[] = [];
  if (transform.height !== undefined) parts.push(`height:${transform.height}`);
  if (transform.width !== undefined) parts.push(`width:${transform.width}`);
  if (transform.height !== undefined || transform.width !== undefined)
    parts.push(`resizing_type:${resizingType[transform.resize ?? 'cover']}`);
  parts.push(`quality:${transform.quality ?? defaultQuality}`);
  if (transform.format && transform.format !== 'origin') parts.push(`format:${transform.format}`);
  return parts.join(',');
}

const fit = { cover: 'cover', contain: 'inside', fill: 'fill' } as const;
const contentTypes: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  heif: 'image/heif',
};

/** Renders `input`; 400 "The source image is invalid or unsupported for rendering" when it cannot. */
export async function renderImage(
  input: Buffer,
  transform: Transformations,
): Promise<{ body: Buffer; contentType: string }> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: maxInputPixels }).metadata()).format;
  } catch {
    throw storageErrors.invalidImage();
  }
  if (!format || !renderable.has(format)) throw storageErrors.invalidImage();
  const output =
    transform.format && transform.format !== 'origin'
      ? transform.format
      : format === 'heif'
        ? 'jpeg'
        : format;
  const quality = transform.quality ?? defaultQuality;
  try {
    let image = sharp(input, { limitInputPixels: maxInputPixels, failOn: 'error' }).rotate();
    if (transform.width !== undefined || transform.height !== undefined) {
      image = image.resize({
        width: transform.width,
        height: transform.height,
        fit: fit[transform.resize ?? 'cover'],
        withoutEnlargement: true,
      });
    }
    image = image.toFormat(output as keyof FormatEnum, { quality });
    return { body: await image.toBuffer(), contentType: contentTypes[output] ?? 'image/jpeg' };
  } catch {
    throw storageErrors.invalidImage();
  }
}
