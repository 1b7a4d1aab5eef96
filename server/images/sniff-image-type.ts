/**
 * The type of a file by its first bytes, never by its name or the type a
 * client declared. Only the raster formats the pipeline accepts are named;
 * anything else (SVG, HTML, PDF, an executable, a text file) is `null`.
 * HEIC (iPhone's own format) is recognised so the refusal can say what to do:
 * the npm build of libvips carries no HEVC decoder.
 */
export type SniffedType = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic';

export function sniffImageType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp') return isoBrand(bytes);
  return null;
}

/** AVIF and HEIC are ISO-BMFF files: the `ftyp` box names the major and compatible brands. */
function isoBrand(bytes: Uint8Array): SniffedType | null {
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  const end = Math.min(boxSize, bytes.length, 64);
  const brands: string[] = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
  if (brands.some((b) => b === 'avif' || b === 'avis')) return 'avif';
  if (brands.some((b) => ['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1'].includes(b)))
    return 'heic';
  return null;
}

function startsWith(bytes: Uint8Array, at: number, expected: number[]): boolean {
  return expected.every((value, i) => bytes[at + i] === value);
}

function ascii(bytes: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...bytes.subarray(from, to));
}
