import { createHash } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import {
  maxImageBytes,
  maxImagePixels,
  maxImageSide,
  minImageSide,
  pipelineVersion,
  variantFormats,
  variantWidths,
  type VariantFormat,
} from './image-limits.ts';
import { ImageRejected } from './image-rejected.ts';
import { sniffImageType } from './sniff-image-type.ts';

export interface ImageVariant {
  width: number;
  height: number;
  format: VariantFormat;
  bytes: Buffer;
}

export interface ProcessedImage {
  /** Content address: a hash of the source bytes and the pipeline version (32 hex digits). */
  id: string;
  /** Intrinsic size of the largest variant, orientation applied. */
  width: number;
  height: number;
  /** A tiny blurred WebP as a data URI, shown until the image loads. */
  placeholder: string;
  variants: ImageVariant[];
}

/**
 * The one way an image enters the portal, whether uploaded or fetched from
 * an address: check it is a real raster image by its content, bound its
 * bytes and pixels, decode it once (orientation applied), and encode AVIF,
 * WebP and JPEG variants at a few widths. Nothing of the source file
 * survives but its pixels: every variant is re-encoded without metadata
 * (EXIF with GPS, XMP, IPTC, comments, ICC profile: colours converted to
 * sRGB), so a polyglot's hidden payload and a phone's location never reach
 * a visitor.
 *
 * Run it through `imageQueue` so a burst of uploads is processed a few at a
 * time: each call holds one libuv thread at a time (the encodes run one
 * after another).
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length > maxImageBytes) throw new ImageRejected('too_large');
  const sniffed = sniffImageType(input);
  if (sniffed === 'heic') throw new ImageRejected('heic_unsupported');
  if (sniffed === null) throw new ImageRejected('not_an_image');

  const header = await readHeader(input);
  if (header.format !== (sniffed === 'avif' ? 'heif' : sniffed)) {
    throw new ImageRejected('not_an_image');
  }
  const { width, height } = header;
  if (width * height > maxImagePixels || Math.max(width, height) > maxImageSide) {
    throw new ImageRejected('too_many_pixels');
  }
  if (Math.min(width, height) < minImageSide) throw new ImageRejected('too_small');

  const largest = await decodeLargest(input);
  const variants: ImageVariant[] = [];
  for (const targetWidth of widthsFor(largest.info.width)) {
    const resized =
      targetWidth === largest.info.width ? largest : await resizeRaw(largest, targetWidth);
    for (const format of variantFormats) {
      variants.push({
        width: resized.info.width,
        height: resized.info.height,
        format,
        bytes: await encode(resized, format),
      });
    }
  }
  return {
    id: contentAddress(input),
    width: largest.info.width,
    height: largest.info.height,
    placeholder: await placeholderOf(largest),
    variants,
  };
}

const inputOptions = {
  limitInputPixels: maxImagePixels,
  failOn: 'error',
  sequentialRead: true,
} as const;

async function readHeader(input: Buffer) {
  try {
    const metadata = await sharp(input, inputOptions).metadata();
    const swap = (metadata.orientation ?? 1) >= 5;
    const width = metadata.width ?? 0;
    const height = metadata.height ?? 0;
    return {
      format: metadata.format,
      width: swap ? height : width,
      height: swap ? width : height,
    };
  } catch (error) {
    throw rejectionOf(error);
  }
}

interface RawImage {
  data: Buffer;
  info: OutputInfo;
}

/** Decodes once, orientation applied, down to the largest variant's width, as raw sRGB pixels. */
async function decodeLargest(input: Buffer): Promise<RawImage> {
  try {
    return await sharp(input, { ...inputOptions, autoOrient: true })
      .resize({ width: variantWidths.at(-1), withoutEnlargement: true })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw rejectionOf(error);
  }
}

function widthsFor(largestWidth: number): number[] {
  const smaller = variantWidths.filter((w) => w < largestWidth);
  return [...smaller, largestWidth];
}

function fromRaw(image: RawImage) {
  const { width, height, channels } = image.info;
  return sharp(image.data, { raw: { width, height, channels } });
}

async function resizeRaw(image: RawImage, width: number): Promise<RawImage> {
  return fromRaw(image).resize({ width }).raw().toBuffer({ resolveWithObject: true });
}

function encode(image: RawImage, format: VariantFormat): Promise<Buffer> {
  const pipeline = fromRaw(image);
  if (format === 'avif') return pipeline.avif({ quality: 50, effort: 2 }).toBuffer();
  if (format === 'webp') return pipeline.webp({ quality: 72, effort: 3 }).toBuffer();
  return pipeline.jpeg({ quality: 76, mozjpeg: true, progressive: true }).toBuffer();
}

async function placeholderOf(image: RawImage): Promise<string> {
  const tiny = await fromRaw(image).resize({ width: 16 }).blur(1).webp({ quality: 40 }).toBuffer();
  return `data:image/webp;base64,${tiny.toString('base64')}`;
}

function contentAddress(input: Buffer): string {
  return createHash('sha256')
    .update(`zajednica-image-v${pipelineVersion}\n`)
    .update(input)
    .digest('hex')
    .slice(0, 32);
}

/** libvips says why it stopped in its message; the pixel limit has its own words. */
function rejectionOf(error: unknown): ImageRejected {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return new ImageRejected('too_many_pixels');
  return new ImageRejected('unreadable');
}
