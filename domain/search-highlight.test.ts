import { describe, expect, it } from 'vitest';
import { highlightMatches, searchWords } from './search-highlight.ts';

const marked = (text: string, keyword: string) =>
  highlightMatches(text, keyword)
    .filter((part) => part.match)
    .map((part) => part.text);

describe('highlightMatches', () => {
  it('marks word starts in any script, without diacritics or case', () => {
    expect(marked('Đorđe Đorđević', 'djordj')).toEqual(['Đorđ', 'Đorđ']);
    expect(marked('Српска црква у Торонту', 'toront')).toEqual(['Торонт']);
    expect(marked('Čačak evening', 'ЧАЧАК')).toEqual(['Čačak']);
    expect(marked('Љубица', 'lju')).toEqual(['Љу']);
  });

  it('never marks inside a word', () => {
    expect(marked('We organise short choreographies', 'хор')).toEqual([]);
    expect(marked('Хор Свети Сава', 'hor')).toEqual(['Хор']);
  });

  it('marks every word of the keyword and keeps the text whole', () => {
    const text = 'Slava lunch in Windsor, slavski ručak';
    const parts = highlightMatches(text, 'slav windsor');
    expect(parts.map((part) => part.text).join('')).toBe(text);
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual([
      'Slav',
      'Windsor',
      'slav',
    ]);
  });

  it('keeps combining accents with their letter', () => {
    expect(marked('Cafe\u0301 Beograd', 'cafe')).toEqual(['Cafe\u0301']);
  });

  it('marks declined names for a Serbian reader', () => {
    expect(
      highlightMatches('Парохија Светог Саве', 'Sava', { serbian: true })
        .filter((part) => part.match)
        .map((part) => part.text),
    ).toEqual(['Саве']);
    expect(marked('Парохија Светог Саве', 'Sava')).toEqual([]);
    expect(
      highlightMatches('у Торонту и савремени Сава', 'toronto sava', { serbian: true })
        .filter((part) => part.match)
        .map((part) => part.text),
    ).toEqual(['Торонту', 'Сава']);
  });

  it('marks nothing for an empty keyword or text', () => {
    expect(highlightMatches('Beograd', '  ')).toEqual([{ text: 'Beograd', match: false }]);
    expect(highlightMatches('', 'beo')).toEqual([{ text: '', match: false }]);
  });
});

describe('searchWords', () => {
  it('folds like public.search_words', () => {
    expect(searchWords('  Ђорђе, Čačak-2026! ')).toEqual(['djordje', 'cacak', '2026']);
    expect(searchWords('ш')).toEqual(['s']);
  });
});
