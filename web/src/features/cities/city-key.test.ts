import { describe, expect, it } from 'vitest';
import { cities } from '@domain/cities.ts';
import { cityKey } from './city-key.ts';

describe('cityKey', () => {
  it('accepts every city slug and name, case-insensitively', () => {
    for (const city of cities) {
      expect(cityKey(city.slug)).toBe(city.slug);
      expect(cityKey(city.name)).toBe(city.name.toLowerCase());
    }
    expect(cityKey('TORONTO')).toBe('toronto');
  });

  it('refuses what could change the PostgREST filter', () => {
    expect(cityKey('toronto,name.eq.x')).toBe('');
    expect(cityKey('a*')).toBe('');
    expect(cityKey('(x)')).toBe('');
    expect(cityKey('')).toBe('');
  });
});
