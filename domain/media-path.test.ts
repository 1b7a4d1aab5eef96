import { describe, expect, it } from 'vitest';
import { mediaPathOf, mediaSrcSet, mediaWidths, parseMediaPath } from './media-path.ts';

const id = '0123456789abcdef0123456789abcdef';

describe('media paths', () => {
  it('reads the id and the size', () => {
    expect(parseMediaPath(`/media/${id}/1600x1067`)).toEqual({ id, width: 1600, height: 1067 });
  });

  it('carries the blurred placeholder, and gives back the data: address it came from', () => {
    const placeholder =
      'data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAADwAQCdASoQAAwAA4BaJZgC+/8=';
    const path = mediaPathOf({ id, width: 1600, height: 1067, placeholder });
    expect(path).toBe(`/media/${id}/1600x1067/UklGRkAAAABXRUJQVlA4IDQAAADwAQCdASoQAAwAA4BaJZgC-_8`);
    expect(parseMediaPath(path)).toEqual({ id, width: 1600, height: 1067, placeholder });
  });

  it('leaves out a placeholder that is not a WebP data: address', () => {
    const image = { id, width: 10, height: 20 };
    expect(
      mediaPathOf({ ...image, placeholder: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=' }),
    ).toBe(`/media/${id}/10x20`);
    expect(mediaPathOf({ ...image, placeholder: 'data:image/webp;base64,")url(x' })).toBe(
      `/media/${id}/10x20`,
    );
  });

  it.each([
    `/media/${id}/1600x1067/short`,
    `/media/${id}/1600x1067/${'a'.repeat(20)}")`,
    `/media/${id}/1600x1067/${'a'.repeat(20)}/x`,
    `/media/${id}/1600`,
    `/media/${id.toUpperCase()}/1600x1067`,
    `/media/${id}/0x10`,
    `https://example.com/media/${id}/1600x1067`,
    `/media/${id}/1600x1067/../x`,
    '/images/memorials/portrait-man.svg',
    '',
  ])('refuses %s', (value) => {
    expect(parseMediaPath(value)).toBeNull();
  });

  it('lists the widths the pipeline made, never wider than the image', () => {
    expect(mediaWidths(1600)).toEqual([320, 640, 960, 1600]);
    expect(mediaWidths(800)).toEqual([320, 640, 800]);
    expect(mediaWidths(200)).toEqual([200]);
  });

  it('writes a srcset per format', () => {
    expect(mediaSrcSet({ id, width: 700, height: 500 }, 'avif')).toBe(
      `/media/${id}/320.avif 320w, /media/${id}/640.avif 640w, /media/${id}/700.avif 700w`,
    );
  });
});

describe('isImageAddress (an image field of a form)', () => {
  it('takes an https address or a kept image, nothing else', async () => {
    const { isImageAddress } = await import('./submission-fields.ts');
    expect(isImageAddress(`/media/${id}/1600x1067`)).toBe(true);
    expect(isImageAddress('https://example.org/a.jpg')).toBe(true);
    expect(isImageAddress('http://example.org/a.jpg')).toBe(false);
    expect(isImageAddress(`/media/${id}/../../etc`)).toBe(false);
    expect(isImageAddress('javascript:alert(1)')).toBe(false);
  });
});

describe('singleImageSrc', () => {
  it('picks the smallest WebP variant that fills the width, and leaves other addresses alone', async () => {
    const { singleImageSrc } = await import('./media-path.ts');
    expect(singleImageSrc(`/media/${id}/1600x1067`, 900)).toBe(`/media/${id}/960.webp`);
    expect(singleImageSrc(`/media/${id}/800x600`, 1200)).toBe(`/media/${id}/800.webp`);
    expect(singleImageSrc('/images/memorials/candle.svg', 900)).toBe(
      '/images/memorials/candle.svg',
    );
    expect(singleImageSrc(undefined, 900)).toBeUndefined();
  });
});
