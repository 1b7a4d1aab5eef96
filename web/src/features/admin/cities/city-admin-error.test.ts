import { describe, expect, it } from 'vitest';
import { DataError } from '@/lib/data-error.ts';
import { cityAdminErrorKey } from './city-admin-error.ts';

describe('cityAdminErrorKey', () => {
  it('names what went wrong by code, never by the server’s text', () => {
    const error = (code: string, details: string | null = null) =>
      new DataError(code, 'duplicate key value violates unique constraint', details);
    expect(cityAdminErrorKey(error('23505'), 'city')).toBe('slugTaken');
    expect(cityAdminErrorKey(error('23505'), 'province')).toBe('codeTaken');
    expect(cityAdminErrorKey(error('PGRST429'), 'city')).toBe('tooMany');
    expect(cityAdminErrorKey(error('42501'), 'city')).toBe('denied');
    expect(cityAdminErrorKey(error('22023', 'city_merge_same'), 'city')).toBe('mergeSame');
    expect(cityAdminErrorKey(error('22023', 'city_merge_into_retired'), 'city')).toBe(
      'mergeIntoRetired',
    );
    expect(cityAdminErrorKey(error('23514'), 'city')).toBe('invalid');
    expect(cityAdminErrorKey(error('23514', 'province_has_live_cities'), 'province')).toBe(
      'provinceHasCities',
    );
    expect(cityAdminErrorKey(error('23514', 'province_retired'), 'city')).toBe('provinceRetired');
    expect(cityAdminErrorKey(new Error('offline'), 'city')).toBe('failed');
    expect(cityAdminErrorKey(error('XX000'), 'city')).toBe('failed');
  });
});
