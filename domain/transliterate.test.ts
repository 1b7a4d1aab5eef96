import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toLatin } from './transliterate.ts';

/** The 30 letters of the Serbian Cyrillic alphabet in its order, with their Latin counterparts. */
const alphabet: [string, string][] = [
  ['А', 'A'],
  ['Б', 'B'],
  ['В', 'V'],
  ['Г', 'G'],
  ['Д', 'D'],
  ['Ђ', 'Đ'],
  ['Е', 'E'],
  ['Ж', 'Ž'],
  ['З', 'Z'],
  ['И', 'I'],
  ['Ј', 'J'],
  ['К', 'K'],
  ['Л', 'L'],
  ['Љ', 'Lj'],
  ['М', 'M'],
  ['Н', 'N'],
  ['Њ', 'Nj'],
  ['О', 'O'],
  ['П', 'P'],
  ['Р', 'R'],
  ['С', 'S'],
  ['Т', 'T'],
  ['Ћ', 'Ć'],
  ['У', 'U'],
  ['Ф', 'F'],
  ['Х', 'H'],
  ['Ц', 'C'],
  ['Ч', 'Č'],
  ['Џ', 'Dž'],
  ['Ш', 'Š'],
];

/** Strings dense in Cyrillic (the whole U+0400 block), with Latin, spaces and accents between. */
const cyrillicText = fc.string({
  unit: fc.oneof(
    fc.integer({ min: 0x400, max: 0x45f }).map((code) => String.fromCodePoint(code)),
    fc.constantFrom(' ', 'a', 'Z', '-', '\u0301'),
  ),
});

describe('toLatin', () => {
  it('has all 30 letters of the alphabet', () => {
    expect(alphabet).toHaveLength(30);
  });

  it.each(alphabet)('maps lower-case %s', (cyrillic, latin) => {
    expect(toLatin(cyrillic.toLowerCase())).toBe(latin.toLowerCase());
  });

  it.each(alphabet)('maps a lone capital %s in title case', (cyrillic, latin) => {
    expect(toLatin(cyrillic)).toBe(latin);
  });

  it.each(alphabet)('maps capital %s inside a word in capitals', (cyrillic, latin) => {
    expect(toLatin(`А${cyrillic}А`)).toBe(`A${latin.toUpperCase()}A`);
  });

  it('transliterates the whole alphabet as a sentence', () => {
    const lower = alphabet.map(([cyrillic]) => cyrillic.toLowerCase()).join('');
    expect(toLatin(lower)).toBe('abvgdđežzijklljmnnjoprstćufhcčdžš');
    const upper = alphabet.map(([cyrillic]) => cyrillic).join('');
    expect(toLatin(upper)).toBe('ABVGDĐEŽZIJKLLJMNNJOPRSTĆUFHCČDŽŠ');
  });

  it.each([
    ['Љубав', 'Ljubav'],
    ['ЉУБАВ', 'LJUBAV'],
    ['КРАЉ', 'KRALJ'],
    ['Краљ', 'Kralj'],
    ['краљ', 'kralj'],
    ['Њујорк', 'Njujork'],
    ['ЊУЈОРК', 'NJUJORK'],
    ['Џеп', 'Džep'],
    ['ЏЕП', 'DŽEP'],
    ['ЏЏ', 'DŽDŽ'],
    ['КОЊ!', 'KONJ!'],
    ['КОЊ, КРАЉ и ПАЊ', 'KONJ, KRALJ i PANJ'],
    ['ЉУБАВ-ЊЕГОШ', 'LJUBAV-NJEGOŠ'],
    ['Петар Петровић Његош', 'Petar Petrović Njegoš'],
    ['ПЕТАР ПЕТРОВИЋ ЊЕГОШ', 'PETAR PETROVIĆ NJEGOŠ'],
    ['Љ. Петровић', 'Lj. Petrović'],
    ['Љ', 'Lj'],
    ['Ђорђе Ђоковић', 'Đorđe Đoković'],
    ['ЂОРЂЕ', 'ĐORĐE'],
    ['Ћирилица', 'Ćirilica'],
    ['Београд', 'Beograd'],
    ['Нови Сад', 'Novi Sad'],
    ['Чачак', 'Čačak'],
    ['Шабац', 'Šabac'],
    ['Жабаљ', 'Žabalj'],
    ['Ваљево', 'Valjevo'],
    ['ВАЉЕВО', 'VALJEVO'],
    ['Његошева 12', 'Njegoševa 12'],
    ['ЏЕМ од шљива', 'DŽEM od šljiva'],
    ['Срђан', 'Srđan'],
    ['Јован Јовановић Змај', 'Jovan Jovanović Zmaj'],
  ])('%s → %s', (cyrillic, latin) => {
    expect(toLatin(cyrillic)).toBe(latin);
  });

  it('looks past combining accents when deciding the case of a digraph', () => {
    expect(toLatin('Љ\u0301УБАВ')).toBe('LJ\u0301UBAV');
    expect(toLatin('КРАЉ\u0301')).toBe('KRALJ\u0301');
    expect(toLatin('Љ\u0301убав')).toBe('Lj\u0301ubav');
  });

  it('keeps combining accents on the transliterated letter', () => {
    expect(toLatin('ру\u0300ка')).toBe('ru\u0300ka');
  });

  it('maps the accented homograph markers ѐ and ѝ', () => {
    expect(toLatin('ѝ')).toBe('ì');
    expect(toLatin('Ѝ')).toBe('Ì');
    expect(toLatin('сѐ')).toBe('sè');
    expect(toLatin('СЀ')).toBe('SÈ');
  });

  it('keeps Latin text, digits, punctuation, placeholders and markup', () => {
    for (const text of [
      '',
      'Beograd',
      'Đorđe Đoković',
      '12:30 – 14:00',
      'Hello, {{name}}!',
      '<strong>{{count}}</strong>',
      'a@b.rs',
      '  \t\n',
    ]) {
      expect(toLatin(text)).toBe(text);
    }
  });

  it('keeps other scripts and Cyrillic letters that are not Serbian', () => {
    expect(toLatin('Ωμέγα 東京')).toBe('Ωμέγα 東京');
    expect(toLatin('йЯыЁѓЅ')).toBe('йЯыЁѓЅ');
  });

  it('keeps emoji and other characters outside the basic plane intact', () => {
    expect(toLatin('Здраво 👋🏽 свете 🇷🇸')).toBe('Zdravo 👋🏽 svete 🇷🇸');
    expect(toLatin('𝔸Љ')).toBe('𝔸Lj');
  });

  it('mixes scripts in one string', () => {
    expect(toLatin('Concert: Бајага и Инструктори, Toronto')).toBe(
      'Concert: Bajaga i Instruktori, Toronto',
    );
  });

  it('leaves no Serbian Cyrillic letter behind', () => {
    const serbian = /[абвгдђежзијклљмнњопрстћуфхцчџшѐѝ]/iu;
    fc.assert(
      fc.property(cyrillicText, (text) => {
        expect(serbian.test(toLatin(text))).toBe(false);
      }),
    );
  });

  it('is the identity on text without Cyrillic', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        fc.pre(!/\p{Script=Cyrillic}/u.test(text));
        expect(toLatin(text)).toBe(text);
      }),
    );
  });
});
