import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { srCyrillic } from './sr-cyrillic.ts';
import { buildSrLatin } from './sr-latin.ts';
import { srLatinOverrides } from './sr-latin-overrides.ts';

type MessageTree = { [key: string]: string | MessageTree };

/** Every leaf as `dotted.key -> text`. */
function flatten(tree: MessageTree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [leaf, text] of flatten(value, path)) entries.set(leaf, text);
  }
  return entries;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1]!).sort();
}

const english = flatten(en);
const cyrillic = flatten(srCyrillic as MessageTree);
const latin = flatten(buildSrLatin() as MessageTree);

describe('UI messages', () => {
  it('has every English key in Serbian Cyrillic and no extra ones', () => {
    expect([...cyrillic.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('uses the same {{placeholders}} in Cyrillic as in English', () => {
    for (const [key, text] of english) {
      expect({ key, placeholders: placeholders(cyrillic.get(key) ?? '') }).toEqual({
        key,
        placeholders: placeholders(text),
      });
    }
  });

  it('generates a complete Latin set with no Cyrillic letters left', () => {
    expect([...latin.keys()].sort()).toEqual([...english.keys()].sort());
    const leftovers = [...latin].filter(([, text]) => /\p{Script=Cyrillic}/u.test(text));
    expect(leftovers).toEqual([]);
  });

  it('keeps placeholders through transliteration', () => {
    for (const [key, text] of english) {
      expect({ key, placeholders: placeholders(latin.get(key) ?? '') }).toEqual({
        key,
        placeholders: placeholders(text),
      });
    }
  });

  it('transliterates the Cyrillic texts and applies the overrides', () => {
    expect(latin.get('nav.news')).toBe('Vesti');
    expect(latin.get('megaMenu.cultureLiterature')).toBe('Književnost');
    expect(latin.get('footer.youtube')).toBe('YouTube');
  });

  it('overrides only keys that exist', () => {
    for (const key of flatten(srLatinOverrides as MessageTree).keys()) {
      expect(english.has(key), key).toBe(true);
    }
  });

  it('has no empty text', () => {
    for (const set of [english, cyrillic, latin]) {
      for (const [key, text] of set) expect(text.trim(), key).not.toBe('');
    }
  });
});
