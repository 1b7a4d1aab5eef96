import { describe, expect, it } from 'vitest';
import { messageNamespaces } from '@domain/message-namespaces.ts';
import { allEn, allSrCyrillic } from './all-messages.ts';
import { buildSrLatin, buildSrLatinNamespace } from './sr-latin.ts';
import { srLatinOverrides } from './sr-latin-overrides.ts';
import { isPluralMessage, type PluralMessage } from './plural-message.ts';
import { type GenderedMessage, isGenderedMessage } from './gender-message.ts';

type MessageTree = { [key: string]: string | MessageTree };
type Message = string | PluralMessage | GenderedMessage;

/** Every message as `dotted.key -> text`; a plural message is one entry with all its forms. */
function flatten(tree: MessageTree, prefix = ''): Map<string, Message> {
  const entries = new Map<string, Message>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string' || isPluralMessage(value) || isGenderedMessage(value))
      entries.set(path, value);
    else for (const [leaf, message] of flatten(value, path)) entries.set(leaf, message);
  }
  return entries;
}

/** The texts of a message: itself, or each plural form. */
function textsOf(message: Message | undefined): string[] {
  if (message === undefined) return [];
  return typeof message === 'string' ? [message] : Object.values(message);
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((match) => match[1]!).sort();
}

/** The plural categories a message gives, or 'text' for a plain one. */
function categoriesOf(message: Message | undefined): string[] | 'text' | undefined {
  if (message === undefined) return undefined;
  return typeof message === 'string' ? 'text' : Object.keys(message).sort();
}

/** The categories Intl.PluralRules uses for a language (CLDR), e.g. en one/other. */
function cldrCategories(tag: string): string[] {
  return [...new Intl.PluralRules(tag).resolvedOptions().pluralCategories].sort();
}

// The core and every namespace (each loaded with its routes), together. Latin
// is built as the app builds it: the core, then each namespace on its own.
const english = flatten(allEn);
const cyrillic = flatten(allSrCyrillic as MessageTree);
const latin = flatten({
  ...buildSrLatin(),
  ...Object.fromEntries(
    messageNamespaces.map((namespace) => [
      namespace,
      buildSrLatinNamespace(namespace, allSrCyrillic[namespace]),
    ]),
  ),
} as MessageTree);
const pluralKeys = [...english].filter(([, message]) => isPluralMessage(message));
const genderedKeys = [...english].filter(([, message]) => isGenderedMessage(message));

describe('UI messages', () => {
  it('has every English key in Serbian Cyrillic and no extra ones', () => {
    expect([...cyrillic.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('uses the same {{placeholders}} in Cyrillic as in English, in every plural form', () => {
    for (const [key, message] of english) {
      const expected = placeholders(textsOf(message).at(-1)!);
      for (const text of [...textsOf(message), ...textsOf(cyrillic.get(key))]) {
        expect({ key, placeholders: placeholders(text) }).toEqual({ key, placeholders: expected });
      }
    }
  });

  it('has plural messages in every language, each with the categories of its CLDR rules', () => {
    expect(pluralKeys.length).toBeGreaterThan(0);
    for (const [key, message] of english) {
      if (isGenderedMessage(message)) continue;
      if (typeof message === 'string') {
        expect({ key, cyrillic: categoriesOf(cyrillic.get(key)) }).toEqual({
          key,
          cyrillic: 'text',
        });
        expect({ key, latin: categoriesOf(latin.get(key)) }).toEqual({ key, latin: 'text' });
        continue;
      }
      expect({ key, categories: categoriesOf(message) }).toEqual({
        key,
        categories: cldrCategories('en'),
      });
      expect({ key, categories: categoriesOf(cyrillic.get(key)) }).toEqual({
        key,
        categories: cldrCategories('sr-Cyrl'),
      });
      expect({ key, categories: categoriesOf(latin.get(key)) }).toEqual({
        key,
        categories: cldrCategories('sr-Latn'),
      });
    }
  });

  it('has gendered messages in every language with feminine, masculine and other forms', () => {
    expect(genderedKeys.length).toBeGreaterThan(0);
    for (const [key] of genderedKeys) {
      expect({ key, cyrillic: isGenderedMessage(cyrillic.get(key)) }).toEqual({
        key,
        cyrillic: true,
      });
      expect({ key, latin: isGenderedMessage(latin.get(key)) }).toEqual({ key, latin: true });
    }
    expect(latin.get('memorials.died')).toEqual({
      feminine: 'Preminula',
      masculine: 'Preminuo',
      other: 'Datum smrti',
    });
  });

  it('generates a complete Latin set with no Cyrillic letters left', () => {
    expect([...latin.keys()].sort()).toEqual([...english.keys()].sort());
    const leftovers = [...latin].filter(([, message]) =>
      textsOf(message).some((text) => /\p{Script=Cyrillic}/u.test(text)),
    );
    expect(leftovers).toEqual([]);
  });

  it('keeps placeholders through transliteration, in every plural form', () => {
    for (const [key, message] of english) {
      const expected = placeholders(textsOf(message).at(-1)!);
      for (const text of textsOf(latin.get(key))) {
        expect({ key, placeholders: placeholders(text) }).toEqual({ key, placeholders: expected });
      }
    }
  });

  it('transliterates the Cyrillic texts and applies the overrides', () => {
    expect(latin.get('nav.news')).toBe('Vesti');
    expect(latin.get('megaMenu.cultureLiterature')).toBe('Književnost');
    expect(latin.get('creators.profile.youtube')).toBe('YouTube');
    expect(latin.get('creators.resultCount')).toEqual({
      one: 'Pronađen je {{count}} stvaralac',
      few: 'Pronađena su {{count}} stvaraoca',
      other: 'Pronađeno je {{count}} stvaralaca',
    });
  });

  it('overrides only keys that exist', () => {
    for (const key of flatten(srLatinOverrides as MessageTree).keys()) {
      expect(english.has(key), key).toBe(true);
    }
  });

  it('has no empty text', () => {
    for (const set of [english, cyrillic, latin]) {
      for (const [key, message] of set) {
        for (const text of textsOf(message)) expect(text.trim(), key).not.toBe('');
      }
    }
  });
});
