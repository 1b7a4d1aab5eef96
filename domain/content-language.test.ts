import { describe, expect, it } from 'vitest';
import {
  inReaderScript,
  localizedField,
  localizedText,
  shownLocalizedText,
  writtenLanguageTag,
} from './content-language.ts';
import { formatDate, formatTime } from './format-date.ts';
import { metaDescription } from './seo/meta-description.ts';

describe('localizedText', () => {
  it('shows each language its own field', () => {
    expect(localizedText('en', 'Slava', 'Слава')).toBe('Slava');
    expect(localizedText('sr_cyrillic', 'Slava', 'Слава')).toBe('Слава');
    expect(localizedText('sr_latin', 'Feast', 'Крсна слава')).toBe('Krsna slava');
  });

  it('falls back to the other language when a field is empty', () => {
    expect(localizedText('en', '', 'Ђурђевдан')).toBe('Đurđevdan');
    expect(localizedText('en', null, 'Ђурђевдан')).toBe('Đurđevdan');
    expect(localizedText('sr_cyrillic', 'Picnic', '  ')).toBe('Picnic');
    expect(localizedText('sr_latin', 'Picnic', undefined)).toBe('Picnic');
    expect(localizedText('en', null, null)).toBe('');
  });

  it('reads *_en and *_sr_cyrl columns of a row', () => {
    const event = { title_en: 'Christmas Eve', title_sr_cyrl: 'Бадње вече' };
    expect(localizedField(event, 'title', 'sr_latin')).toBe('Badnje veče');
    expect(localizedField(event, 'title', 'en')).toBe('Christmas Eve');
    expect(localizedField({ title_en: 7 }, 'title', 'en')).toBe('');
  });

  it('writes single-script Serbian names in the reader script', () => {
    expect(inReaderScript('sr_latin', 'Њујорк')).toBe('Njujork');
    expect(inReaderScript('sr_cyrillic', 'Њујорк')).toBe('Њујорк');
  });
});

describe('shownLocalizedText', () => {
  it("tags a fallback with its own language, and nothing in the page's", () => {
    const hall = ['St. Sava Parish Hall', 'Парохијски дом Светог Саве'] as const;
    expect(shownLocalizedText('sr_cyrillic', ...hall)).toEqual({
      text: 'Парохијски дом Светог Саве',
      lang: undefined,
    });
    expect(shownLocalizedText('sr_latin', ...hall)).toEqual({
      text: 'Parohijski dom Svetog Save',
      lang: undefined,
    });
    expect(shownLocalizedText('en', ...hall)).toEqual({ text: hall[0], lang: undefined });
    expect(shownLocalizedText('sr_cyrillic', hall[0], null)).toEqual({ text: hall[0], lang: 'en' });
    expect(shownLocalizedText('sr_latin', hall[0], ' ')).toEqual({ text: hall[0], lang: 'en' });
    expect(shownLocalizedText('en', null, hall[1])).toEqual({
      text: 'Parohijski dom Svetog Save',
      lang: 'sr-Latn',
    });
    expect(shownLocalizedText('en', null, null)).toEqual({ text: '', lang: undefined });
  });

  it('knows which side was shown when both say the same', () => {
    expect(shownLocalizedText('sr_cyrillic', 'Sokol', 'Sokol').lang).toBeUndefined();
  });
});

describe('writtenLanguageTag', () => {
  it("tags a text written in another language than the page's, and nothing else", () => {
    expect(writtenLanguageTag('en', 'sr_cyrillic')).toBe('en');
    expect(writtenLanguageTag('en', 'sr_latin')).toBe('en');
    expect(writtenLanguageTag('sr_latin', 'sr_cyrillic')).toBe('sr-Latn');
    expect(writtenLanguageTag('sr_cyrillic', 'en')).toBe('sr-Cyrl');
    expect(writtenLanguageTag('sr_cyrillic', 'sr_cyrillic')).toBeUndefined();
    expect(writtenLanguageTag('en', 'en')).toBeUndefined();
    expect(writtenLanguageTag(null, 'sr_cyrillic')).toBeUndefined();
  });
});

describe('formatDate and formatTime', () => {
  it('formats a calendar date as written, whatever the time zone', () => {
    expect(formatDate('2026-12-24', 'en')).toBe('December 24, 2026');
    expect(formatDate('2026-01-07', 'sr_cyrillic')).toContain('јануар');
    expect(formatDate('2026-01-07', 'sr_latin')).toContain('januar');
  });

  it('formats timestamps in a given time zone and leaves garbage alone', () => {
    expect(
      formatDate('2026-07-01T03:00:00Z', 'en', { dateStyle: 'medium' }, 'America/Vancouver'),
    ).toBe('Jun 30, 2026');
    expect(formatDate('not a date', 'en')).toBe('not a date');
  });

  it('formats wall-clock times per language', () => {
    expect(formatTime('19:30:00', 'sr_cyrillic')).toBe('19:30');
    expect(formatTime('19:30', 'en')).toMatch(/^7:30\sp\.m\.$/);
    expect(formatTime('soon', 'en')).toBe('soon');
  });
});

describe('metaDescription', () => {
  it('keeps short text and cuts long text to 160 characters at a word', () => {
    expect(metaDescription('  A short   text. ')).toBe('A short text.');
    const long = 'Memory eternal. '.repeat(30);
    const cut = metaDescription(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut).not.toMatch(/\s…$/);
  });
});
