import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldedSpaces, searchFold } from './search-fold.ts';

describe('searchFold', () => {
  it('makes Beograd, beograd, BEOGRAD and Београд equal', () => {
    for (const text of ['Beograd', 'beograd', 'BEOGRAD', 'Београд', 'БЕОГРАД', 'београд']) {
      expect(searchFold(text)).toBe('beograd');
    }
  });

  it.each([
    ['Đoković', 'djokovic'],
    ['Djoković', 'djokovic'],
    ['Djokovic', 'djokovic'],
    ['ĐOKOVIĆ', 'djokovic'],
    ['Ђоковић', 'djokovic'],
    ['ЂОКОВИЋ', 'djokovic'],
    ['Čačak', 'cacak'],
    ['Чачак', 'cacak'],
    ['Šabac', 'sabac'],
    ['Шабац', 'sabac'],
    ['Žabalj', 'zabalj'],
    ['Жабаљ', 'zabalj'],
    ['Ćuprija', 'cuprija'],
    ['Ћуприја', 'cuprija'],
    ['Džep', 'dzep'],
    ['DŽEP', 'dzep'],
    ['Џеп', 'dzep'],
    ['ЏЕП', 'dzep'],
    ['Ljubav', 'ljubav'],
    ['ЉУБАВ', 'ljubav'],
    ['Njegoš', 'njegos'],
    ['ЊЕГОШ', 'njegos'],
    ['Срђан', 'srdjan'],
    ['Srđan', 'srdjan'],
  ])('%s → %s', (text, folded) => {
    expect(searchFold(text)).toBe(folded);
  });

  it('folds every Serbian Latin letter with a diacritic, in both cases', () => {
    expect(searchFold('č ć š ž đ dž Č Ć Š Ž Đ DŽ Dž')).toBe('c c s z dj dz c c s z dj dz dz');
  });

  it('folds the Serbo-Croatian digraph code points', () => {
    expect(searchFold('Ǆ ǅ ǆ Ǉ ǈ ǉ Ǌ ǋ ǌ')).toBe('dz dz dz lj lj lj nj nj nj');
  });

  it.each([
    ['Café Crème', 'cafe creme'],
    ['Müller Öztürk Ünal', 'muller ozturk unal'],
    ['São Paulo', 'sao paulo'],
    ['Zürich', 'zurich'],
    ['Kraków Łódź', 'krakow lodz'],
    ['Dvořák Ůstí', 'dvorak usti'],
    ['Straße STRAẞE', 'strasse strasse'],
    ['Encyclopædia Œuvre', 'encyclopaedia oeuvre'],
    ['Ærø Øresund', 'aero oresund'],
    ['Þór', 'thor'],
    ['Timișoara Țară Timişoara', 'timisoara tara timisoara'],
    ['İstanbul ılık ğ', 'istanbul ilik g'],
    ['Erdős Győr', 'erdos gyor'],
    ['Ĳsselmeer', 'ijsselmeer'],
    ['Ñandú', 'nandu'],
    ['Ÿ ÿ Ý ý', 'y y y y'],
  ])('folds common Latin diacritics: %s', (text, folded) => {
    expect(searchFold(text)).toBe(folded);
  });

  it('treats Ð, the look-alike of Đ, as đ', () => {
    expect(searchFold('ÐOKOVIĆ')).toBe('djokovic');
  });

  it('folds decomposed text (letter + combining accent) like precomposed text', () => {
    expect(searchFold('C\u030Cac\u030Cak')).toBe('cacak');
    expect(searchFold('Caf\u0065\u0301')).toBe('cafe');
    expect(searchFold('Đoković'.normalize('NFD'))).toBe(searchFold('Đoković'));
    expect(searchFold('ру\u0300ка')).toBe('ruka');
  });

  it('lower-cases Cyrillic letters that are not Serbian and keeps them Cyrillic', () => {
    expect(searchFold('ЯБЛОКО йод ЁЖ Їжак Ѓорѓи')).toBe('яbloko йod ёz їzak ѓorѓi');
  });

  it('collapses every kind of whitespace to one space and trims', () => {
    expect(searchFold('  Novi \t\n Sad  ')).toBe('novi sad');
    expect(searchFold('\u00a0Нови\u2003Сад\u3000')).toBe('novi sad');
    expect(searchFold(`a${foldedSpaces}b`)).toBe('a b');
    expect(searchFold(foldedSpaces)).toBe('');
  });

  it('removes soft hyphens and zero-width spaces', () => {
    expect(searchFold('Beo\u00adgrad')).toBe('beograd');
    expect(searchFold('Beo\u200bgrad')).toBe('beograd');
  });

  it('keeps digits, punctuation, other scripts and emoji', () => {
    expect(searchFold('')).toBe('');
    expect(searchFold('Hello, World! 2026-01-01 #1 (a+b)')).toBe(
      'hello, world! 2026-01-01 #1 (a+b)',
    );
    expect(searchFold('Ωμέγα 東京')).toBe('Ωμέγα 東京');
    expect(searchFold('Слава 🇷🇸 👨‍👩‍👧 ❤️')).toBe('slava 🇷🇸 👨‍👩‍👧 ❤️');
  });

  it('mixes scripts in one string', () => {
    expect(searchFold('Concert: Бајага & Instruktori — TORONTO')).toBe(
      'concert: bajaga & instruktori — toronto',
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const once = searchFold(text);
        expect(searchFold(once)).toBe(once);
      }),
    );
  });

  it('never leaves capitals, Serbian letters with diacritics, double or edge spaces', () => {
    const unit = fc.oneof(
      fc.integer({ min: 0x20, max: 0x24f }).map((code) => String.fromCodePoint(code)),
      fc.integer({ min: 0x400, max: 0x45f }).map((code) => String.fromCodePoint(code)),
      fc.constantFrom(...foldedSpaces),
    );
    fc.assert(
      fc.property(fc.string({ unit, maxLength: 40 }), (text) => {
        const folded = searchFold(text);
        expect(folded).not.toMatch(/[A-Z]|[čćšžđ]|[\u0300-\u036f]|\s\s|^\s|\s$/);
        expect(folded).not.toMatch(/[\u0400-\u042f]/);
      }),
    );
  });
});
