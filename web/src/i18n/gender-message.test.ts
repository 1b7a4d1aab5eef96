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

describe("a creator's texts follow the gender chosen for the profile (issue 37)", () => {
  it('the consent agrees with the submitter, in both scripts', () => {
    const cyrillic = translator().fixedT('sr_cyrillic');
    expect(cyrillic('creators.submit.consent', { gender: 'feminine' })).toBe(
      'Потврђујем да сам овлашћена да пошаљем овај профил.',
    );
    expect(cyrillic('creators.submit.consent', { gender: 'masculine' })).toBe(
      'Потврђујем да сам овлашћен да пошаљем овај профил.',
    );
    expect(cyrillic('creators.submit.consent', { gender: '' })).toBe(
      'Потврђујем да имам овлашћење да пошаљем овај профил.',
    );
    const latin = translator().fixedT('sr_latin');
    expect(latin('creators.submit.consent', { gender: 'feminine' })).toBe(
      'Potvrđujem da sam ovlašćena da pošaljem ovaj profil.',
    );
  });

  it("a woman's profile names her as a woman, and no gender means no gendered noun", () => {
    const t = translator().fixedT('sr_cyrillic');
    expect(t('creators.profile.about', { gender: 'feminine' })).toBe('О стваралици');
    expect(t('creators.profile.about', { gender: 'masculine' })).toBe('О ствараоцу');
    expect(t('creators.contact.heading', { gender: 'feminine', name: 'Ана' })).toBe(
      'Пишите стваралици: Ана',
    );
    expect(t('creators.contact.privacy', { gender: 'feminine' })).toContain('ова стваралица');
    expect(t('creators.contact.privacy', { gender: '' })).not.toMatch(/стваралац|стваралица/);
    expect(translator().fixedT('en')('creators.profile.about', { gender: 'feminine' })).toBe(
      'About',
    );
  });

  it('a service title needs no case of the name', () => {
    const t = translator().fixedT('sr_cyrillic');
    expect(t('memorials.service.calendarTitle', { name: 'Љубица Марковић' })).toBe(
      'Опело — Љубица Марковић',
    );
  });
});
