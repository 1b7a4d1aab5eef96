import { describe, expect, it } from 'vitest';
import { DataError, isCheckViolation, isUniqueViolation, throwIfError } from './data-error.ts';

describe('the data layer error', () => {
  it('does nothing without an error and keeps the code of one', () => {
    expect(() => throwIfError(null)).not.toThrow();
    let caught: unknown;
    try {
      throwIfError({ code: '23505', message: 'duplicate key', details: 'Key (id)=(x)' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DataError);
    expect(caught).toMatchObject({
      code: '23505',
      message: 'duplicate key',
      details: 'Key (id)=(x)',
    });
    expect(isUniqueViolation(caught)).toBe(true);
    expect(isCheckViolation(caught)).toBe(false);
  });

  it('names an error without a code "unknown" and tells plain errors apart', () => {
    expect(() => throwIfError({ message: 'offline' })).toThrow(
      expect.objectContaining({ code: 'unknown' }),
    );
    expect(isUniqueViolation(new Error('23505'))).toBe(false);
    expect(isCheckViolation(new DataError('23514', 'too long'))).toBe(true);
  });
});
