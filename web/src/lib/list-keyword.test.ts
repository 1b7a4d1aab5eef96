import { describe, expect, it } from 'vitest';
import { listKeyword } from './list-keyword.ts';

describe('listKeyword', () => {
  it('keys the results by folded words and whether Serbian words are searched first', () => {
    expect(listKeyword('  Ђорђе ', 'sr_cyrillic')).toEqual({
      keyword: 'Ђорђе',
      language: 'sr_cyrillic',
      key: { words: 'djordje', serbian: true },
    });
    expect(listKeyword('FOLKLORNO Veče', 'en')?.key).toEqual({
      words: 'folklorno vece',
      serbian: false,
    });
  });

  it("searches Serbian words first for a Cyrillic keyword, whatever the reader's language", () => {
    expect(listKeyword('хор', 'en')?.key.serbian).toBe(true);
    expect(listKeyword('hor', 'sr_latin')?.key.serbian).toBe(true);
    expect(listKeyword('hor', 'en')?.key.serbian).toBe(false);
  });

  it('is undefined for a keyword without words, and cut at 200 characters', () => {
    expect(listKeyword('  ', 'en')).toBeUndefined();
    expect(listKeyword('%*,()', 'en')).toBeUndefined();
    expect(listKeyword('a'.repeat(300), 'en')?.keyword).toHaveLength(200);
  });
});
