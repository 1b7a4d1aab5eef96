/**
 * `npm run fonts:subset`: writes the Inter subsets of inter-subsets.ts into
 * web/src/fonts/ from the full variable Inter of the `inter-ui` package
 * (docs/decisions/022-font-subsets.md). The files are committed; run this
 * again after changing a subset, then update the unicode-range lines of
 * web/src/fonts.css it prints (font-subsets.test.ts checks both).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import {
  codePointsOf,
  interSubsets,
  keptFeatures,
  latinExtFallbackRanges,
  opticalSize,
  unicodeRange,
  weightRange,
} from './inter-subsets.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const source = createRequire(import.meta.url).resolve('inter-ui/variable/InterVariable.woff2');
const font = await readFile(source);

for (const subset of interSubsets) {
  const text = String.fromCodePoint(...codePointsOf(subset.ranges));
  const woff2 = await subsetFont(font, text, {
    targetFormat: 'woff2',
    variationAxes: { wght: weightRange, opsz: opticalSize },
    keepFeatures: keptFeatures,
  });
  await writeFile(path.join(repoRoot, subset.file), woff2);
  console.log(`${subset.file}: ${woff2.length} bytes`);
  console.log(`  unicode-range: ${unicodeRange(subset.ranges)};`);
}
console.log(`Latin Extended fallback unicode-range: ${unicodeRange(latinExtFallbackRanges)};`);
