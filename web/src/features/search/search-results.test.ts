import { describe, expect, it } from 'vitest';
import {
  countsByTab,
  isSearchable,
  normalizeKeyword,
  resultPath,
  resultsInTab,
  resultText,
  type SearchResult,
} from './search-results.ts';

const result = (type: SearchResult['type'], slug: string, extra: Partial<SearchResult> = {}) => ({
  type,
  id: `${type}-${slug}`,
  slug,
  title: slug,
  title_sr_cyrl: null,
  description: null,
  description_sr_cyrl: null,
  name_en: slug,
  rank: 0,
  ...extra,
});

const results: SearchResult[] = [
  result('city', 'toronto'),
  result('organization', 'kolo-ravanica'),
  result('organization', 'st-sava-parish'),
  result('event', 'vidovdan-picnic'),
  result('news', 'new-school-year'),
  result('memorial', 'branislav-djordjevic'),
];

describe('search tabs', () => {
  it('counts every tab, All being the total', () => {
    expect(countsByTab(results)).toEqual({
      all: 6,
      cities: 1,
      organizations: 2,
      events: 1,
      blog: 1,
      memorials: 1,
    });
  });

  it('shows only the tab type, in the server order', () => {
    expect(resultsInTab(results, 'organizations').map((r) => r.slug)).toEqual([
      'kolo-ravanica',
      'st-sava-parish',
    ]);
    expect(resultsInTab(results, 'blog').map((r) => r.type)).toEqual(['news']);
    expect(resultsInTab(results, 'all')).toHaveLength(6);
  });

  it('counts zero everywhere for no results', () => {
    expect(Object.values(countsByTab([]))).toEqual([0, 0, 0, 0, 0, 0]);
  });
});

describe('resultPath', () => {
  it('opens the detail page of each type', () => {
    expect(results.map(resultPath)).toEqual([
      '/city/toronto',
      '/org/kolo-ravanica',
      '/org/st-sava-parish',
      '/event/vidovdan-picnic',
      '/news/new-school-year',
      '/inmemoriam/branislav-djordjevic',
    ]);
  });
});

describe('resultText', () => {
  const city = result('city', 'belgrade', {
    title: 'Belgrade',
    title_sr_cyrl: 'Београд',
    description: 'The capital.',
    description_sr_cyrl: null,
  });

  it('uses the reader language and falls back to the other', () => {
    expect(resultText(city, 'en')).toEqual({ title: 'Belgrade', description: 'The capital.' });
    expect(resultText(city, 'sr_cyrillic')).toEqual({
      title: 'Београд',
      description: 'The capital.',
    });
    expect(resultText(city, 'sr_latin').title).toBe('Beograd');
  });

  it("shows memorial and city names in the reader's script, organizations' English names as they are", () => {
    const memorial = result('memorial', 'nikola-ilic', { title: 'Nikola Ilić' });
    expect(resultText(memorial, 'sr_cyrillic').title).toBe('Никола Илић');
    expect(resultText(memorial, 'sr_latin').title).toBe('Nikola Ilić');
    expect(resultText(memorial, 'en').title).toBe('Nikola Ilić');
    const cyrillicMemorial = result('memorial', 'milica', { title: 'Милица Јовановић' });
    expect(resultText(cyrillicMemorial, 'sr_latin').title).toBe('Milica Jovanović');
    expect(resultText(cyrillicMemorial, 'en').title).toBe('Milica Jovanović');
    const niagara = result('city', 'niagara', { title: 'Niagara' });
    expect(resultText(niagara, 'sr_cyrillic').title).toBe('Нијагара');
    const choir = result('organization', 'choir', { title: 'Serbian Choir Toronto' });
    expect(resultText(choir, 'sr_cyrillic').title).toBe('Serbian Choir Toronto');
  });
});

describe('normalizeKeyword', () => {
  it('trims the keyword and treats a missing one as empty', () => {
    expect(normalizeKeyword('  djordjevic ')).toBe('djordjevic');
    expect(normalizeKeyword(null)).toBe('');
    expect(normalizeKeyword('   ')).toBe('');
  });
});

describe('isSearchable', () => {
  it('needs two letters or digits after folding, as search_all does', () => {
    for (const keyword of ['', 'a', 'Š', 'ш', '--', '  a  ']) {
      expect(isSearchable(keyword), keyword).toBe(false);
    }
    for (const keyword of ['ab', 'Ђ', 'Ниш', '12', 'a b']) {
      expect(isSearchable(keyword), keyword).toBe(true);
    }
  });
});
