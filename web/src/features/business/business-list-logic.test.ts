import { describe, expect, it } from 'vitest';
import { type Business, filterBusinesses, splitFeatured } from './business-list-logic.ts';

const business = (overrides: Partial<Business>): Business => ({
  id: overrides.slug ?? 'id',
  slug: 'slug',
  name_en: 'Name',
  name_sr_cyrl: null,
  description_en: null,
  description_sr_cyrl: null,
  category: 'retail',
  city_tag: 'toronto',
  address: null,
  phone: null,
  email: null,
  website: null,
  image_url: null,
  featured: false,
  claimable: true,
  ...overrides,
});

const kafana = business({
  slug: 'kafana',
  name_en: 'Kafana Stari Grad',
  name_sr_cyrl: 'Кафана „Стари град“',
  category: 'restaurant',
  description_en: 'Grilled specialities and live tamburica music.',
  featured: true,
});
const bakery = business({
  slug: 'bakery',
  name_en: 'Balkan Bakery',
  city_tag: 'vancouver',
  description_sr_cyrl: 'Свеж бурек свако јутро.',
});
const dentist = business({
  slug: 'dentist',
  name_en: 'Marić Family Dental',
  category: 'healthcare',
});
const all = [kafana, bakery, dentist];
const slugs = (list: Business[]) => list.map((b) => b.slug);

describe('filterBusinesses', () => {
  const none = { text: '', category: 'all', city: 'all' } as const;

  it('searches name and description in both languages, script- and diacritic-blind', () => {
    expect(slugs(filterBusinesses(all, { ...none, text: 'tamburica' }, 'en'))).toEqual(['kafana']);
    expect(slugs(filterBusinesses(all, { ...none, text: 'burek' }, 'en'))).toEqual(['bakery']);
    expect(slugs(filterBusinesses(all, { ...none, text: 'стари' }, 'en'))).toEqual(['kafana']);
    expect(slugs(filterBusinesses(all, { ...none, text: 'maric' }, 'en'))).toEqual(['dentist']);
  });

  it('matches at the start of a word, never inside one', () => {
    expect(slugs(filterBusinesses(all, { ...none, text: 'urek' }, 'en'))).toEqual([]);
  });

  it('filters by category and city together', () => {
    expect(slugs(filterBusinesses(all, { ...none, category: 'healthcare' }, 'en'))).toEqual([
      'dentist',
    ]);
    expect(slugs(filterBusinesses(all, { ...none, city: 'vancouver' }, 'en'))).toEqual(['bakery']);
    expect(
      filterBusinesses(all, { ...none, category: 'restaurant', city: 'vancouver' }, 'en'),
    ).toEqual([]);
    expect(filterBusinesses(all, none, 'en')).toHaveLength(3);
  });
});

describe('splitFeatured', () => {
  it('puts the featured business on top and the others in the grid', () => {
    const { featured, rest } = splitFeatured([bakery, kafana, dentist]);
    expect(featured?.slug).toBe('kafana');
    expect(slugs(rest)).toEqual(['bakery', 'dentist']);
  });

  it('has no featured business when none is marked', () => {
    expect(splitFeatured([bakery]).featured).toBeNull();
  });
});
