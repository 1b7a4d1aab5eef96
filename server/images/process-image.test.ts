import exifReader from 'exif-reader';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { maxImageBytes, variantFormats } from './image-limits.ts';
import { ImageRejected, type ImageRejection } from './image-rejected.ts';
import { processImage, type ProcessedImage } from './process-image.ts';
import { sniffImageType } from './sniff-image-type.ts';
import { syntheticPhoto } from './synthetic-photo.ts';
import { pngDeclaring } from './test-images.ts';

const toronto = { latitude: 43.6532, longitude: -79.3832 };

async function refusal(input: Buffer): Promise<ImageRejection> {
  const error: unknown = await processImage(input).then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ImageRejected))
    throw new Error(`expected a refusal, got ${String(error)}`);
  return error.reason;
}

describe('processImage: a phone photo', () => {
  let source: Buffer;
  let image: ProcessedImage;
  beforeAll(async () => {
    source = await syntheticPhoto({ width: 1800, height: 1200, seed: 3, gps: toronto });
    image = await processImage(source);
  });

  it('the test photo really carries GPS and camera EXIF', async () => {
    const exif = exifReader((await sharp(source).metadata()).exif!);
    expect(exif.GPSInfo?.GPSLatitude?.[0]).toBe(43);
    expect(exif.Image?.Model).toBe('Synthetic camera');
  });

  it('keeps no metadata in any variant: no EXIF, GPS, XMP or ICC', async () => {
    for (const variant of image.variants) {
      const metadata = await sharp(variant.bytes).metadata();
      expect(metadata.exif, `${variant.format} ${variant.width}`).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(variant.bytes.includes('Synthetic camera')).toBe(false);
      expect(variant.bytes.includes('GPS')).toBe(false);
    }
  });

  it('makes AVIF, WebP and JPEG at each width up to 1600, each what it claims', async () => {
    const widths = [...new Set(image.variants.map((v) => v.width))];
    expect(widths).toEqual([320, 640, 960, 1600]);
    for (const width of widths) {
      const formats = image.variants.filter((v) => v.width === width).map((v) => v.format);
      expect(formats).toEqual([...variantFormats]);
    }
    for (const variant of image.variants) {
      const metadata = await sharp(variant.bytes).metadata();
      expect(metadata.width).toBe(variant.width);
      expect(metadata.height).toBe(variant.height);
      expect(sniffImageType(variant.bytes)).toBe(variant.format);
      expect(variant.height).toBe(Math.round((variant.width * 1200) / 1800));
    }
    expect(image.width).toBe(1600);
    expect(image.height).toBe(1067);
  });

  it('gives a tiny blurred placeholder as a WebP data URI', async () => {
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(image.placeholder.length).toBeLessThan(400);
    const tiny = Buffer.from(image.placeholder.split(',')[1]!, 'base64');
    expect((await sharp(tiny).metadata()).width).toBe(16);
  });

  it('names the image by its content', async () => {
    expect(image.id).toMatch(/^[0-9a-f]{32}$/);
    const small = await syntheticPhoto({ width: 300, height: 200, seed: 4 });
    const first = await processImage(small);
    expect((await processImage(Buffer.from(small))).id).toBe(first.id);
    const changed = Buffer.concat([small, Buffer.from([0])]);
    expect((await processImage(changed)).id).not.toBe(first.id);
  });
});

describe('processImage: orientation and sizes', () => {
  it('applies the EXIF orientation: a landscape file shown rotated becomes portrait', async () => {
    const rotated = await syntheticPhoto({ width: 900, height: 600, seed: 5, orientation: 6 });
    expect((await sharp(rotated).metadata()).orientation).toBe(6);
    const image = await processImage(rotated);
    expect(image.width).toBe(600);
    expect(image.height).toBe(900);
    const largest = image.variants.at(-1)!;
    const metadata = await sharp(largest.bytes).metadata();
    expect([metadata.width, metadata.height, metadata.orientation]).toEqual([600, 900, undefined]);
  });

  it('never enlarges: a small image gets one width, its own', async () => {
    const small = await syntheticPhoto({ width: 200, height: 150, seed: 6 });
    const image = await processImage(small);
    expect([...new Set(image.variants.map((v) => v.width))]).toEqual([200]);
  });

  it('takes PNG, WebP and AVIF as well as JPEG', async () => {
    const jpeg = await syntheticPhoto({ width: 400, height: 300, seed: 7 });
    for (const format of ['png', 'webp', 'avif'] as const) {
      const converted = await sharp(jpeg).toFormat(format).toBuffer();
      expect((await processImage(converted)).width, format).toBe(400);
    }
  });
});

describe('processImage refuses what is not a real image', () => {
  it('refuses SVG, HTML, PDF and text, whatever they are called', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    expect(await refusal(Buffer.from(svg))).toBe('not_an_image');
    expect(await refusal(Buffer.from('<!doctype html><img src=x onerror=alert(1)>'))).toBe(
      'not_an_image',
    );
    expect(await refusal(Buffer.from('%PDF-1.7\n1 0 obj\n'))).toBe('not_an_image');
    expect(await refusal(Buffer.from('just some text'))).toBe('not_an_image');
    expect(await refusal(Buffer.alloc(0))).toBe('not_an_image');
  });

  it('refuses a file with a JPEG signature that is HTML inside', async () => {
    const fake = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('<html><script>alert(1)</script></html>'),
    ]);
    expect(await refusal(fake)).toBe('unreadable');
  });

  it('a polyglot (a real JPEG carrying HTML) keeps only its pixels', async () => {
    const payload = '<html><script>alert(document.cookie)</script></html>';
    const jpeg = await syntheticPhoto({ width: 400, height: 300, seed: 8 });
    const polyglot = Buffer.concat([jpeg, Buffer.from(payload)]);
    const withComment = await sharp(jpeg)
      .withExif({ IFD0: { ImageDescription: payload } })
      .jpeg()
      .toBuffer();
    for (const input of [polyglot, withComment]) {
      expect(input.includes('<script>')).toBe(true);
      const image = await processImage(input);
      for (const variant of image.variants) expect(variant.bytes.includes('<script>')).toBe(false);
    }
  });

  it('refuses HEIC with its own reason (the phone can share it as JPEG)', async () => {
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 24]),
      Buffer.from('ftypheic\0\0\0\0mif1heic'),
      Buffer.alloc(64),
    ]);
    expect(await refusal(heic)).toBe('heic_unsupported');
  });

  it('refuses a decompression bomb: a small PNG declaring 30 000 × 30 000 pixels', async () => {
    const bomb = pngDeclaring(30_000, 30_000);
    expect(bomb.length).toBeLessThan(20_000);
    expect(await refusal(bomb)).toBe('too_many_pixels');
  });

  it('refuses huge dimensions: a long strip and a canvas over the pixel limit', async () => {
    expect(await refusal(pngDeclaring(13_000, 20))).toBe('too_many_pixels');
    expect(await refusal(pngDeclaring(8000, 7000))).toBe('too_many_pixels');
  });

  it('refuses tiny images and files over the byte limit', async () => {
    const tiny = await sharp({
      create: { width: 10, height: 10, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    expect(await refusal(tiny)).toBe('too_small');
    const big = Buffer.alloc(maxImageBytes + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect(await refusal(big)).toBe('too_large');
  });

  it('refuses a truncated JPEG', async () => {
    const jpeg = await syntheticPhoto({ width: 600, height: 400, seed: 9 });
    expect(await refusal(jpeg.subarray(0, 2000))).toBe('unreadable');
  });
});
