import { describe, expect, it } from 'vitest';
import { acceptsCoding, acceptsCompression } from './compress.ts';

describe('Accept-Encoding', () => {
  it('accepts gzip or deflate, alone, in a list, with weights, or through *', () => {
    expect(acceptsCompression('gzip')).toBe(true);
    expect(acceptsCompression('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsCompression('br;q=1.0, deflate;q=0.5')).toBe(true);
    expect(acceptsCompression('GZIP')).toBe(true);
    expect(acceptsCompression('*')).toBe(true);
  });

  it('accepts none when the header is absent, empty, identity only, br only, or weighs them 0', () => {
    expect(acceptsCompression(undefined)).toBe(false);
    expect(acceptsCompression('')).toBe(false);
    expect(acceptsCompression('identity')).toBe(false);
    expect(acceptsCompression('br')).toBe(false);
    expect(acceptsCompression('gzip;q=0, deflate;q=0')).toBe(false);
    expect(acceptsCompression('*;q=0')).toBe(false);
  });
});

describe('one coding in Accept-Encoding', () => {
  it('is accepted by name or through *, unless weighed 0', () => {
    expect(acceptsCoding('deflate, gzip;q=0.8', 'gzip')).toBe(true);
    expect(acceptsCoding('deflate', 'gzip')).toBe(false);
    expect(acceptsCoding('*;q=0.1', 'gzip')).toBe(true);
    expect(acceptsCoding('gzip;q=0, deflate', 'gzip')).toBe(false);
  });
});
