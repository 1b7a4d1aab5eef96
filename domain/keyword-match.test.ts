import { describe, expect, it } from 'vitest';
import { keywordIsSerbian, keywordMatches } from './keyword-match.ts';

describe('keywordMatches', () => {
  it('matches each word at the start of a word, in either script, never inside one', () => {
    expect(keywordMatches('хор', ['Choir of St. Sava', 'Хор Светог Саве'], true)).toBe(true);
    expect(keywordMatches('хор', ['Folk choreographies'], true)).toBe(false);
    expect(keywordMatches('ниш', ['We organise'], true)).toBe(false);
    expect(keywordMatches('DJORDJE', ['Ђорђе Ђорђевић'], false)).toBe(true);
  });

  it('requires every word', () => {
    expect(keywordMatches('folk vece', ['Folklorno veče'], false)).toBe(true);
    expect(keywordMatches('folk jutro', ['Folklorno veče'], false)).toBe(false);
  });

  it('finds declined Serbian forms: the stem plus up to two letters', () => {
    expect(keywordMatches('Sava', ['Вече са Савом'], true)).toBe(true);
    expect(keywordMatches('Љубица', ['Опело за Љубицу Марковић'], true)).toBe(true);
    expect(keywordMatches('Sava', ['Savanovići'], true)).toBe(true); // starts with "sava"
    expect(keywordMatches('Sava', ['Savremeni'], true)).toBe(false); // "sav" plus five letters
    expect(keywordMatches('Sava', ['Вече са Савом'], false)).toBe(false);
  });

  it('passes everything for a keyword without words', () => {
    expect(keywordMatches(' *, ', ['anything'], false)).toBe(true);
  });
});

describe('keywordIsSerbian', () => {
  it("is the reader's Serbian or a Cyrillic keyword", () => {
    expect(keywordIsSerbian('hor', 'sr_latin')).toBe(true);
    expect(keywordIsSerbian('хор', 'en')).toBe(true);
    expect(keywordIsSerbian('hor', 'en')).toBe(false);
  });
});
