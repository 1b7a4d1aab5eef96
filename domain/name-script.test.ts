import { describe, expect, it } from 'vitest';
import { nameInReaderScript, nameToCyrillic } from './name-script.ts';

describe('nameToCyrillic', () => {
  it('writes Serbian names letter by letter, lj nj dž as one letter, in their case', () => {
    expect(nameToCyrillic('Nikola Ilić')).toBe('Никола Илић');
    expect(nameToCyrillic('Branislav Đorđević')).toBe('Бранислав Ђорђевић');
    expect(nameToCyrillic('Ljubica Njegoš')).toBe('Љубица Његош');
    expect(nameToCyrillic('LJUBICA NJEGOŠ')).toBe('ЉУБИЦА ЊЕГОШ');
    expect(nameToCyrillic('Džoni Štulić')).toBe('Џони Штулић');
    expect(nameToCyrillic('Milorad Jovanović, Kraljevo')).toBe('Милорад Јовановић, Краљево');
  });

  it('accepts Latin letters written with combining accents', () => {
    expect(nameToCyrillic('C\u030ca\u010dak')).toBe('Чачак');
  });

  it('uses the exceptions: digraph ambiguity and foreign places with a Serbian form', () => {
    expect(nameToCyrillic('nadživeti')).toBe('надживети');
    expect(nameToCyrillic('Podžupan')).toBe('Поджупан');
    expect(nameToCyrillic('Niagara')).toBe('Нијагара');
    expect(nameToCyrillic('Kraljevo, Serbia')).toBe('Краљево, Србија');
    expect(nameToCyrillic('Toronto, Ontario')).toBe('Торонто, Онтарио');
    expect(nameToCyrillic('New York')).toBe('Њујорк');
    expect(nameToCyrillic('Kitchener-Waterloo')).toBe('Киченер-Ватерло');
    expect(nameToCyrillic('Regina')).toBe('Реџајна');
    // English names of places in the region, as the demo memorials give a birthplace.
    expect(nameToCyrillic('Belgrade, Serbia')).toBe('Београд, Србија');
    expect(nameToCyrillic('Trebinje, Herzegovina')).toBe('Требиње, Херцеговина');
    expect(nameToCyrillic('Bosnia and Herzegovina')).toBe('Босна и Херцеговина');
  });

  it('keeps foreign words (letters Serbian Latin lacks) and Cyrillic as they are', () => {
    expect(nameToCyrillic('Wayne Bradley')).toBe('Wayne Брадлеy'.replace('Брадлеy', 'Bradley'));
    expect(nameToCyrillic('Никола Илић')).toBe('Никола Илић');
    expect(nameToCyrillic('Ana 2nd')).toBe('Ана 2nd'.replace('nd', 'нд'));
  });
});

describe('nameInReaderScript', () => {
  it('prefers the explicit Cyrillic form, transliterated on Latin pages', () => {
    expect(nameInReaderScript('sr_cyrillic', 'Niagara Falls', 'Нијагара')).toBe('Нијагара');
    expect(nameInReaderScript('sr_latin', 'Niagara Falls', 'Нијагара')).toBe('Nijagara');
    expect(nameInReaderScript('en', 'Niagara Falls', 'Нијагара')).toBe('Niagara Falls');
  });

  it('writes a Latin-only name in the reader script, and a Cyrillic-only one in Latin for English', () => {
    expect(nameInReaderScript('sr_cyrillic', 'Nikola Ilić')).toBe('Никола Илић');
    expect(nameInReaderScript('sr_latin', 'Nikola Ilić')).toBe('Nikola Ilić');
    expect(nameInReaderScript('en', 'Nikola Ilić')).toBe('Nikola Ilić');
    expect(nameInReaderScript('sr_latin', 'Никола Илић')).toBe('Nikola Ilić');
    expect(nameInReaderScript('sr_latin', 'Kraljevo, Serbia')).toBe('Kraljevo, Srbija');
    expect(nameInReaderScript('sr_latin', 'Chicago')).toBe('Čikago');
    expect(nameInReaderScript('en', 'Kraljevo, Serbia')).toBe('Kraljevo, Serbia');
    expect(nameInReaderScript('en', 'Никола Илић')).toBe('Nikola Ilić');
    expect(nameInReaderScript('en', null, 'Љиљана')).toBe('Ljiljana');
  });
});
