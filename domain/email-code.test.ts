import { describe, expect, it } from 'vitest';
import { isEmailCode, normalizeEmailCode } from './email-code.ts';

describe('normalizeEmailCode', () => {
  it('drops spaces, tabs and line breaks anywhere in the code', () => {
    expect(normalizeEmailCode(' 123 456\n')).toBe('123456');
    expect(normalizeEmailCode('12\t34 56')).toBe('123456');
  });

  it('keeps other characters so they can be pointed out', () => {
    expect(normalizeEmailCode('12-34a6')).toBe('12-34a6');
  });
});

describe('isEmailCode', () => {
  it('accepts exactly six digits', () => {
    expect(isEmailCode('012345')).toBe(true);
  });

  it('refuses fewer or more digits, other characters and spaces', () => {
    for (const code of ['', '12345', '1234567', '12345a', '123 45', '١٢٣٤٥٦']) {
      expect(isEmailCode(code), code).toBe(false);
    }
  });
});
