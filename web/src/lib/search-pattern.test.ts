import { describe, expect, it } from 'vitest';
import { searchTextPattern } from './search-pattern.ts';

describe('searchTextPattern', () => {
  it('folds script, diacritics and case', () => {
    expect(searchTextPattern('  Ђорђе ')).toBe('*djordje*');
    expect(searchTextPattern('FOLKLORNO Veče')).toBe('*folklorno vece*');
  });

  it('drops the characters PostgREST reads as wildcards or list syntax', () => {
    expect(searchTextPattern('50%_off, (now)*')).toBe('*50 off now*');
  });

  it('is empty for a blank query', () => {
    expect(searchTextPattern('  ')).toBe('');
    expect(searchTextPattern('%*')).toBe('');
  });
});
