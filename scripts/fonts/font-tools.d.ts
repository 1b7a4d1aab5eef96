// The font libraries the subset script and its test use ship no types.

declare module 'subset-font' {
  type AxisRange = number | { min: number; max: number; default?: number };
  export default function subsetFont(
    font: Buffer,
    text: string,
    options: {
      targetFormat: 'sfnt' | 'woff' | 'woff2';
      variationAxes?: Record<string, AxisRange>;
      keepFeatures?: readonly string[];
    },
  ): Promise<Buffer>;
}

declare module 'fontverter' {
  export function convert(font: Buffer, toFormat: 'sfnt' | 'woff' | 'woff2'): Promise<Buffer>;
}
