import { describe, expect, it } from 'vitest';
import {
  creatorName,
  creatorNameLanguage,
  creatorShortBio,
  creatorSortColumn,
  shownTextLanguage,
} from './creator-display.ts';

describe('creator names', () => {
  it('use the reader language and fall back across the three scripts', () => {
    const onlyCyrillic = { name_cyr: 'Марко Јовић' };
    expect(creatorName(onlyCyrillic, 'en')).toBe('Marko Jović');
    expect(creatorName(onlyCyrillic, 'sr_latin')).toBe('Marko Jović');
    expect(creatorName(onlyCyrillic, 'sr_cyrillic')).toBe('Марко Јовић');
    const onlyEnglish = { name_eng: 'Mark', short_bio_eng: 'Films' };
    expect(creatorName(onlyEnglish, 'sr_cyrillic')).toBe('Mark');
    expect(creatorShortBio(onlyEnglish, 'sr_latin')).toBe('Films');
    expect(creatorName({ name_eng: ' ', name_lat: 'Ana' }, 'en')).toBe('Ana');
  });

  it('sort A–Z by the sort key of the language', () => {
    expect(creatorSortColumn('en')).toBe('sort_en');
    expect(creatorSortColumn('sr_latin')).toBe('sort_abeceda');
    expect(creatorSortColumn('sr_cyrillic')).toBe('sort_azbuka');
  });
});

describe('creatorNameLanguage', () => {
  it('tags a name shown in another language than the page', () => {
    const serbianOnly = { name_lat: 'Ana Kovačević' };
    expect(creatorNameLanguage(serbianOnly, 'en')).toBe('sr-Latn');
    expect(creatorNameLanguage(serbianOnly, 'sr_latin')).toBe('sr-Latn');
    // Written in Cyrillic from the Latin name: the page's own script.
    expect(creatorNameLanguage(serbianOnly, 'sr_cyrillic')).toBe('sr-Cyrl');
    const englishOnly = { name_eng: 'Ann Smith' };
    expect(creatorNameLanguage(englishOnly, 'sr_cyrillic')).toBe('en');
    expect(creatorNameLanguage(englishOnly, 'sr_latin')).toBe('en');
    expect(creatorNameLanguage({ name_eng: 'Ann', name_lat: 'Ana' }, 'en')).toBe('en');
  });
});

describe('shownTextLanguage', () => {
  it('names the language of the text a reader is shown, fallbacks included', () => {
    expect(shownTextLanguage('sr_cyrillic', 'English bio', '', null)).toBe('en');
    expect(shownTextLanguage('sr_cyrillic', 'English bio', 'Latinica', null)).toBe('sr-Latn');
    expect(shownTextLanguage('sr_cyrillic', 'English', 'Latinica', 'Ћирилица')).toBe('sr-Cyrl');
    expect(shownTextLanguage('sr_latin', 'English', null, 'Ћирилица')).toBe('sr-Latn');
    expect(shownTextLanguage('en', null, null, 'Ћирилица')).toBe('sr-Latn');
    expect(shownTextLanguage('en', null, null, null)).toBeUndefined();
  });
});
