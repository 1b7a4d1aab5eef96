import { describe, expect, it } from 'vitest';
import {
  filterMemorials,
  lifeYears,
  memorialCities,
  sortByDeathDate,
} from './memorial-list-logic.ts';

const city = (slug: string, name: string) => ({ slug, name, name_sr_cyrl: null });
const memorial = (first: string, last: string, death: string | null, citySlug = 'toronto') => ({
  first_name: first,
  last_name: last,
  full_name: `${first} ${last}`,
  death_date: death,
  city: city(citySlug, citySlug[0]!.toUpperCase() + citySlug.slice(1)),
});

const list = [
  memorial('Milorad', 'Jovanović', '2024-11-02'),
  memorial('Branislav', 'Đorđević', '2021-08-30', 'calgary'),
  memorial('Desanka', 'Petrović', '2023-05-18', 'hamilton'),
  memorial('Vera', 'Pavlović', null, 'winnipeg'),
];

describe('filterMemorials', () => {
  it('finds by first or last name without diacritics or in Cyrillic', () => {
    const names = (name: string) =>
      filterMemorials(list, { name, city: 'all' }, 'sr_latin').map((m) => m.last_name);
    expect(names('djordjevic')).toEqual(['Đorđević']);
    expect(names('Ђорђевић')).toEqual(['Đorđević']);
    expect(names('DESANKA')).toEqual(['Petrović']);
    expect(names('vić')).toEqual([]); // at the start of a name, never inside one
    expect(names('Desanku Petrović')).toEqual(['Petrović']); // a declined first name
  });

  it('filters by city and combines with the name', () => {
    expect(filterMemorials(list, { name: '', city: 'calgary' }, 'en')).toHaveLength(1);
    expect(filterMemorials(list, { name: 'milorad', city: 'calgary' }, 'en')).toHaveLength(0);
    expect(filterMemorials(list, { name: '  ', city: 'all' }, 'en')).toHaveLength(4);
  });
});

describe('sortByDeathDate', () => {
  it('puts the most recent death first and unknown dates last', () => {
    expect(sortByDeathDate(list).map((m) => m.first_name)).toEqual([
      'Milorad',
      'Desanka',
      'Branislav',
      'Vera',
    ]);
  });
});

describe('lifeYears', () => {
  it('shows birth and death years, or what is known', () => {
    expect(lifeYears({ birth_date: '1938-03-14', death_date: '2024-11-02' })).toBe('1938 – 2024');
    expect(lifeYears({ birth_date: null, death_date: '2024-11-02' })).toBe('2024');
    expect(lifeYears({ birth_date: null, death_date: null })).toBe('');
  });
});

describe('memorialCities', () => {
  it('lists each city once, by name', () => {
    const twice = [...list, memorial('Nikola', 'Ilić', '2020-01-01', 'calgary')];
    expect(memorialCities(twice).map((c) => c.slug)).toEqual([
      'calgary',
      'hamilton',
      'toronto',
      'winnipeg',
    ]);
  });
});
