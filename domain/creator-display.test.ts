import { describe, expect, it } from 'vitest';
import { creatorName, creatorNameColumn, creatorShortBio } from './creator-display.ts';

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

  it('sort A–Z by the name column of the language', () => {
    expect(creatorNameColumn('en')).toBe('name_eng');
    expect(creatorNameColumn('sr_latin')).toBe('name_lat');
    expect(creatorNameColumn('sr_cyrillic')).toBe('name_cyr');
  });
});
