import { describe, expect, it } from 'vitest';
import { cityFilterOptions, filterOptions } from './filter-options.ts';

describe('filterOptions', () => {
  it('puts the all choice first, then one labelled choice per value', () => {
    expect(filterOptions({ value: '', label: 'All' }, ['a', 'b'], (v) => v.toUpperCase())).toEqual([
      { value: '', label: 'All' },
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B' },
    ]);
  });
});

describe('cityFilterOptions', () => {
  const cities = [
    { slug: 'toronto', name: 'Toronto', name_sr_cyrl: 'Торонто' },
    { slug: 'calgary', name: 'Calgary', name_sr_cyrl: 'Калгари' },
    { slug: 'ottawa', name: 'Ottawa', name_sr_cyrl: null },
  ];

  it('names the cities in the reader script, sorted, after the all choice', () => {
    const all = { value: 'all', label: 'Svi' };
    expect(cityFilterOptions(all, cities, 'sr_latin')).toEqual([
      all,
      { value: 'calgary', label: 'Kalgari' },
      { value: 'ottawa', label: 'Ottawa' },
      { value: 'toronto', label: 'Toronto' },
    ]);
    expect(cityFilterOptions(all, cities, 'en').map((option) => option.label)).toEqual([
      'Svi',
      'Calgary',
      'Ottawa',
      'Toronto',
    ]);
  });
});
