import { describe, expect, it } from 'vitest';
import { richText } from '@domain/rich-text.ts';
import { richTextToPlain } from '@domain/rich-text-to-plain.ts';
import {
  localizedObituary,
  obituaryLanguageTag,
} from '@/components/content/memorial/memorial-obituary.ts';

const both = {
  obituary_en: richText('He sang in the choir.'),
  obituary_sr_cyrl: richText('Певао је у хору.'),
};
const plain = (document: ReturnType<typeof localizedObituary>) => richTextToPlain(document);

describe('localizedObituary', () => {
  it('shows each language its own text, Latin transliterated', () => {
    expect(plain(localizedObituary(both, 'en'))).toBe('He sang in the choir.');
    expect(plain(localizedObituary(both, 'sr_cyrillic'))).toBe('Певао је у хору.');
    expect(plain(localizedObituary(both, 'sr_latin'))).toBe('Pevao je u horu.');
  });

  it('falls back to the other language when one is empty', () => {
    const english = { obituary_en: richText('Memory eternal.'), obituary_sr_cyrl: richText('') };
    expect(plain(localizedObituary(english, 'sr_cyrillic'))).toBe('Memory eternal.');
    const serbian = { obituary_en: null, obituary_sr_cyrl: richText('Вечна памјат.') };
    expect(plain(localizedObituary(serbian, 'en'))).toBe('Večna pamjat.');
  });

  it('is null when there is no text at all', () => {
    expect(localizedObituary({ obituary_en: null, obituary_sr_cyrl: null }, 'en')).toBeNull();
  });
});

describe('obituaryLanguageTag', () => {
  it("tags the obituary shown in another language than the page's, and nothing else", () => {
    const english = { obituary_en: richText('Memory eternal.'), obituary_sr_cyrl: richText(' ') };
    const serbian = { obituary_en: null, obituary_sr_cyrl: richText('Вечна памјат.') };
    expect(obituaryLanguageTag(english, 'sr_cyrillic')).toBe('en');
    expect(obituaryLanguageTag(english, 'sr_latin')).toBe('en');
    expect(obituaryLanguageTag(english, 'en')).toBeUndefined();
    expect(obituaryLanguageTag(serbian, 'en')).toBe('sr-Latn');
    expect(obituaryLanguageTag(serbian, 'sr_cyrillic')).toBeUndefined();
    for (const language of ['en', 'sr_latin', 'sr_cyrillic'] as const)
      expect(obituaryLanguageTag(both, language)).toBeUndefined();
  });
});
