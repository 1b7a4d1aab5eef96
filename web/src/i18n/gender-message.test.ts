import { describe, expect, it } from 'vitest';
import { createTranslator } from '../lib/translator.ts';
import { allEn as en, allSrCyrillic as srCyrillic } from './all-messages.ts';
import { buildSrLatin } from './sr-latin.ts';
import { genderForm, isGenderedMessage } from './gender-message.ts';

function translator() {
  const i18n = createTranslator('en');
  i18n.addMessages('en', en);
  i18n.addMessages('sr_cyrillic', srCyrillic);
  i18n.addMessages('sr_latin', buildSrLatin(srCyrillic));
  return i18n;
}

describe('gendered messages', () => {
  it('agree with the person in Serbian Cyrillic, with neutral wording when not given', () => {
    const t = translator().fixedT('sr_cyrillic');
    expect(t('memorials.died', { gender: 'feminine' })).toBe('Преминула');
    expect(t('memorials.died', { gender: 'masculine' })).toBe('Преминуо');
    expect(t('memorials.died', { gender: '' })).toBe('Датум смрти');
    expect(t('memorials.died')).toBe('Датум смрти');
    expect(t('creators.verified', { gender: 'feminine' })).toBe('Потврђена');
    expect(t('creators.profile.joined', { gender: 'feminine' })).toBe('Придружила се');
    expect(t('creators.profile.joined', { gender: 'masculine' })).toBe('Придружио се');
  });

  it('agree in Serbian Latin, generated from the Cyrillic', () => {
    const t = translator().fixedT('sr_latin');
    expect(t('creators.verified', { gender: 'feminine' })).toBe('Potvrđena');
    expect(t('creators.profile.joined', { gender: 'feminine' })).toBe('Pridružila se');
    expect(t('memorials.born', { gender: 'masculine' })).toBe('Rođen');
    expect(t('memorials.born')).toBe('Datum rođenja');
  });

  it('read the same for every gender in English', () => {
    const t = translator().fixedT('en');
    for (const gender of ['feminine', 'masculine', '']) {
      expect(t('memorials.died', { gender })).toBe('Passed away');
      expect(t('creators.verified', { gender })).toBe('Verified');
    }
  });

  it('take the neutral form for an unknown gender and are told apart from plurals', () => {
    const message = { feminine: 'a', masculine: 'b', other: 'c' };
    expect(genderForm(message, 'neuter')).toBe('c');
    expect(isGenderedMessage(message)).toBe(true);
    expect(isGenderedMessage({ one: 'a', other: 'b' })).toBe(false);
    expect(isGenderedMessage({ feminine: 'a', other: 'c' })).toBe(false);
  });
});
