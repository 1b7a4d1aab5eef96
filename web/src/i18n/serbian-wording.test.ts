import { describe, expect, it } from 'vitest';
import { allSrCyrillic } from './all-messages.ts';

/**
 * docs/serbian-reading-checklist.md, the parts a machine can hold: names in
 * the nominative only where a sentence allows it (§1), "пријав-" for signing
 * in only (§3), Serbian quotes (§5). Every Cyrillic UI message is read; the
 * Latin ones are transliterated from them.
 */

type Tree = { [key: string]: string | Tree };

function messages(tree: Tree, prefix = ''): [key: string, text: string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[path, value] as [string, string]] : messages(value, path);
  });
}

const cyrillic = messages(allSrCyrillic as unknown as Tree);

/** Placeholders that hold a person's, a place's or a work's name, stored in the nominative. */
const namePlaceholder = /\{\{(name|title|city|reporter|actor|subject|query)\}\}/g;

/**
 * What may stand right before such a name: nothing, a colon or dash (a
 * label) or a middle dot, an opening quote, a parenthesis, "као" (nominative), or a noun the
 * name stands in apposition to ("града Торонто", "у месту Хамилтон").
 */
const nominativeBefore = /(?:^|: |— |· |„|\(|(?:^|\s)(?:као|града|месту) )$/u;

describe('Serbian messages', () => {
  it('put a name only where the nominative is right, never after a preposition or as a vocative', () => {
    const declined = cyrillic.flatMap(([key, text]) =>
      [...text.matchAll(namePlaceholder)]
        .filter((match) => !nominativeBefore.test(text.slice(0, match.index)))
        .map(
          (match) =>
            `${key}: …${text.slice(Math.max(0, match.index - 20), match.index)}${match[0]}`,
        ),
    );
    expect(declined).toEqual([]);
  });

  it('catch a name after a preposition (the rule above can fail)', () => {
    const text = 'Опело за {{name}}';
    const match = [...text.matchAll(namePlaceholder)][0]!;
    expect(nominativeBefore.test(text.slice(0, match.index))).toBe(false);
    expect(nominativeBefore.test('Хвала, ')).toBe(false);
    expect(nominativeBefore.test('Опело — ')).toBe(true);
  });

  it('use "пријав-" for signing in only: a submission is a прилог, a report a примедба', () => {
    const signIn =
      /(^auth\.|^twoFactor\.|^signInCode\.|signIn|login|notLoggedIn|\.needsTwoStep$|\.twoStep$|gateSetUp|gateCode|^termsOfUse\..*mail|privacyPolicy\.sections\.(collect|cookies))/i;
    const other = cyrillic
      .filter(([, text]) => /пријав/iu.test(text))
      .filter(([key]) => !signIn.test(key))
      .map(([key, text]) => `${key}: ${text}`);
    expect(other).toEqual([]);
  });

  it('quote with „…“, never with "…", ”…” or «…»', () => {
    const wrong = cyrillic.filter(([, text]) => /["”«»]/u.test(text)).map(([key]) => key);
    expect(wrong).toEqual([]);
  });
});
