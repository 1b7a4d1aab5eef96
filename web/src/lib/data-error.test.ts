import { PostgrestError } from '@supabase/postgrest-js';
import { describe, expect, it } from 'vitest';
import {
  DataError,
  dataOf,
  isCheckViolation,
  isTimedOutRead,
  isUniqueViolation,
  throwIfError,
} from './data-error.ts';

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

  it('answers the data of an answer and throws the error of a failed one', async () => {
    const ok = {
      data: [1, 2],
      error: null,
      count: null,
      status: 200,
      statusText: 'OK',
      success: true as const,
    };
    await expect(dataOf(Promise.resolve(ok))).resolves.toEqual([1, 2]);
    const failed = {
      data: null,
      error: new PostgrestError({
        code: 'PGRST301',
        message: 'JWT expired',
        details: '',
        hint: '',
      }),
      count: null,
      status: 401,
      statusText: 'Unauthorized',
      success: false as const,
    };
    await expect(dataOf(Promise.resolve(failed))).rejects.toMatchObject({ code: 'PGRST301' });
  });
});

describe('isTimedOutRead', () => {
  /** A fetch that never answers, until its request is aborted. */
  const hangingFetch: typeof fetch = (_input, init) =>
    new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () =>
        reject(new DOMException('This operation was aborted', 'AbortError')),
      );
    });

  it('is a read postgrest-js gave up after its timeout, not a refused connection', async () => {
    const { PostgrestClient } = await import('@supabase/postgrest-js');
    const hanging = new PostgrestClient('http://api.invalid/rest/v1', {
      fetch: hangingFetch,
      retry: false,
      timeout: 20,
    });
    const timedOut = await dataOf(hanging.from('events').select('*')).catch((error) => error);
    expect(isTimedOutRead(timedOut)).toBe(true);

    const refused = new PostgrestClient('http://api.invalid/rest/v1', {
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      retry: false,
    });
    const failed = await dataOf(refused.from('events').select('*')).catch((error) => error);
    expect(failed).toBeInstanceOf(DataError);
    expect(isTimedOutRead(failed)).toBe(false);
  });
});
