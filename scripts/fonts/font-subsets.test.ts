import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { convert } from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  codePointsOf,
  interSubsets,
  latinExtFallbackRanges,
  unicodeRange,
  weightRange,
} from './inter-subsets.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The text the portal shows: the web app (messages, components), domain texts and the demo seed. */
const textSources = ['web/src', 'domain', 'db/seed'];
/** Tables that fold or sort what a reader types; they name letters the portal never writes. */
const inputTables = new Set(['domain/search-fold.ts', 'domain/serbian-sort-key.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(relative);
    const isSource = /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name);
    return isSource && !inputTables.has(relative) ? [relative] : [];
  });
}

/** Every printable character of the text sources, with the first file it is in. */
function charactersInTexts(): Map<number, string> {
  const found = new Map<number, string>();
  for (const file of textSources.flatMap(sourceFiles)) {
    for (const character of readFileSync(path.join(repoRoot, file), 'utf8')) {
      const point = character.codePointAt(0)!;
      if (point >= 0x20 && !found.has(point)) found.set(point, file);
    }
  }
  return found;
}

async function faceOf(woff2: Buffer): Promise<Face> {
  return new Face(new Blob(await convert(woff2, 'sfnt')));
}

const hex = (point: number) => `U+${point.toString(16).toUpperCase().padStart(4, '0')}`;

describe('the Inter subsets (docs/decisions/022-font-subsets.md)', () => {
  const faces = new Map<string, Face>();
  let source: Face;
  beforeAll(async () => {
    for (const subset of interSubsets) {
      faces.set(subset.name, await faceOf(readFileSync(path.join(repoRoot, subset.file))));
    }
    const sourceFile = createRequire(import.meta.url).resolve(
      'inter-ui/variable/InterVariable.woff2',
    );
    source = await faceOf(readFileSync(sourceFile));
  });

  it('every character of the messages, domain texts and demo seed is in a subset', () => {
    const covered = new Set([...faces.values()].flatMap((face) => [...face.collectUnicodes()]));
    const missing = [...charactersInTexts()]
      .filter(([point]) => !covered.has(point))
      .map(([point, file]) => `${String.fromCodePoint(point)} ${hex(point)} (${file})`);
    expect(missing).toEqual([]);
  });

  it('each file holds exactly its characters that Inter has (the files are current)', () => {
    const inInter = new Set(source.collectUnicodes());
    for (const subset of interSubsets) {
      const expected = [...codePointsOf(subset.ranges)].filter((point) => inInter.has(point));
      const actual = [...faces.get(subset.name)!.collectUnicodes()].sort((a, b) => a - b);
      expect(actual, subset.file).toEqual(expected);
    }
  });

  it('each file keeps only the weights the CSS uses, at the text optical size', () => {
    for (const subset of interSubsets) {
      const axes = faces.get(subset.name)!.getAxisInfos();
      expect(Object.keys(axes), subset.file).toEqual(['wght']);
      expect(axes.wght).toMatchObject(weightRange);
    }
  });

  it("fonts.css gives each file its subset's unicode-range and weights", () => {
    const css = readFileSync(path.join(repoRoot, 'web/src/fonts.css'), 'utf8');
    const faceRules = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((rule) => rule[1]!);
    const declared = (fileName: string) => {
      const rule = faceRules.find((body) => body.includes(fileName));
      expect(rule, fileName).toBeDefined();
      return {
        range: /unicode-range:\s*([^;]*);/.exec(rule!)?.[1]?.replace(/\s+/g, ' ').trim(),
        weight: /font-weight:\s*([^;]*);/.exec(rule!)?.[1],
      };
    };
    for (const subset of interSubsets) {
      expect(declared(path.basename(subset.file))).toEqual({
        range: unicodeRange(subset.ranges),
        weight: `${weightRange.min} ${weightRange.max}`,
      });
    }
    expect(declared('inter-latin-ext-wght-normal.woff2')).toEqual({
      range: unicodeRange(latinExtFallbackRanges),
      weight: `${weightRange.min} ${weightRange.max}`,
    });
  });
});
