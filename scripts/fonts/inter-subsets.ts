/**
 * The Inter subsets the portal ships (docs/decisions/022-font-subsets.md):
 * one file for the Latin script, Serbian Latin letters included, and one for
 * Cyrillic, each holding only the characters below and the weights the CSS
 * uses. scripts/fonts/subset-fonts.ts writes them into web/src/fonts/, and
 * web/src/fonts.css declares each with these ranges as its unicode-range.
 */

/** An inclusive range of Unicode code points; a single character is [c, c]. */
export type CodePointRange = readonly [number, number];

export interface InterSubset {
  name: string;
  /** The generated file, relative to the repository root. */
  file: string;
  ranges: readonly CodePointRange[];
}

/** Tailwind's font-normal … font-bold are the only weights the CSS asks for. */
export const weightRange = { min: 400, max: 700 } as const;

/** Inter's default optical size (text); the variable source also has display sizes. */
export const opticalSize = 14;

/**
 * OpenType features the subsets keep: those browsers apply to text by
 * default, and `tnum` for Tailwind's tabular-nums. Inter's stylistic sets and
 * alternates would pull in hundreds of glyphs the portal never shows.
 */
export const keptFeatures = [
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'kern',
  'liga',
  'clig',
  'calt',
  'rlig',
  'tnum',
] as const;

const single = (c: number): CodePointRange => [c, c];

export const latinSubset: InterSubset = {
  name: 'latin',
  file: 'web/src/fonts/inter-latin-wght.woff2',
  ranges: [
    [0x0020, 0x007e], // Basic Latin
    [0x00a0, 0x00ff], // Latin-1 Supplement (English and French names, © · § …)
    [0x0106, 0x0107], // Ć ć
    [0x010c, 0x010d], // Č č
    [0x0110, 0x0111], // Đ đ
    single(0x0131), // ı
    [0x0152, 0x0153], // Œ œ
    [0x0160, 0x0161], // Š š
    [0x017d, 0x017e], // Ž ž
    [0x02bb, 0x02bc], // ʻ ʼ
    single(0x02c6), // ˆ
    single(0x02da), // ˚
    single(0x02dc), // ˜
    single(0x0304), // combining macron
    single(0x0308), // combining diaeresis
    single(0x0329), // combining vertical line below
    [0x2000, 0x200b], // spaces
    [0x2010, 0x2015], // hyphens and dashes: ‐ ‑ ‒ – — ―
    [0x2018, 0x201e], // quotes: ‘ ’ ‚ ‛ “ ” „
    [0x2020, 0x2022], // † ‡ •
    single(0x2026), // …
    single(0x2030), // ‰
    [0x2032, 0x2033], // ′ ″
    [0x2039, 0x203a], // ‹ ›
    single(0x2044), // ⁄
    single(0x20ac), // €
    single(0x2122), // ™
    [0x2190, 0x2193], // ← ↑ → ↓
    single(0x2212), // −
    single(0x2215), // ∕
    single(0xfeff), // byte order mark
    single(0xfffd), // replacement character
  ],
};

export const cyrillicSubset: InterSubset = {
  name: 'cyrillic',
  file: 'web/src/fonts/inter-cyrillic-wght.woff2',
  ranges: [
    single(0x0301), // combining acute (stress marks)
    [0x0400, 0x045f], // Serbian Cyrillic and the rest of the basic Cyrillic block
    single(0x2116), // №
  ],
};

export const interSubsets = [latinSubset, cyrillicSubset] as const;

/**
 * Fontsource's Latin Extended file, kept as it is for the rare name with a
 * letter outside the subsets (ł, ő, ș …): its range is Fontsource's less what
 * the Latin subset holds, so the browser fetches it only for such a letter.
 */
const fontsourceLatinExtRanges: readonly CodePointRange[] = [
  [0x0100, 0x02ba],
  [0x02bd, 0x02c5],
  [0x02c7, 0x02cc],
  [0x02ce, 0x02d7],
  [0x02dd, 0x02ff],
  [0x1d00, 0x1dbf],
  [0x1e00, 0x1e9f],
  [0x1ef2, 0x1eff],
  [0x20a0, 0x20ab],
  [0x20ad, 0x20c0],
  single(0x2113),
  [0x2c60, 0x2c7f],
  [0xa720, 0xa7ff],
];

export function codePointsOf(ranges: readonly CodePointRange[]): Set<number> {
  const points = new Set<number>();
  for (const [first, last] of ranges) for (let c = first; c <= last; c++) points.add(c);
  return points;
}

/** Sorted code points as the fewest ranges. */
export function rangesOf(points: Iterable<number>): CodePointRange[] {
  const ranges: [number, number][] = [];
  for (const c of [...points].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && last[1] === c - 1) last[1] = c;
    else ranges.push([c, c]);
  }
  return ranges;
}

export const latinExtFallbackRanges: readonly CodePointRange[] = rangesOf(
  [...codePointsOf(fontsourceLatinExtRanges)].filter(
    (c) => !codePointsOf(latinSubset.ranges).has(c),
  ),
);

/** The CSS `unicode-range` value for ranges: `U+0020-007E, U+00A0-00FF, …`. */
export function unicodeRange(ranges: readonly CodePointRange[]): string {
  const hex = (c: number) => c.toString(16).toUpperCase().padStart(4, '0');
  return ranges
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(', ');
}
