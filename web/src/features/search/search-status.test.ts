import { describe, expect, it } from 'vitest';
import { allEn as en } from '@/i18n/all-messages.ts';
import { allSrCyrillic as srCyrillic } from '@/i18n/all-messages.ts';
import { createTranslator } from '@/lib/translator.ts';
import type { SearchResult } from './search-results.ts';
import { searchStatusText } from './search-status.ts';

const i18n = createTranslator('en');
i18n.addMessages('en', en);
i18n.addMessages('sr_cyrillic', srCyrillic);
const english = i18n.fixedT('en');
const cyrillic = i18n.fixedT('sr_cyrillic');

const found = (count: number) =>
  Array.from({ length: count }, (_, index): SearchResult => {
    const type = index % 2 === 0 ? 'city' : 'memorial';
    return {
      type,
      id: `${type}-${index}`,
      slug: `${type}-${index}`,
      title: `Result ${index}`,
      title_sr_cyrl: null,
      description: null,
      description_sr_cyrl: null,
      name_en: null,
      rank: index,
    };
  });

describe('searchStatusText', () => {
  it('says nothing for an empty keyword or while the results load', () => {
    expect(searchStatusText(english, '', found(3))).toBe('');
    expect(searchStatusText(english, 'toronto', undefined)).toBe('');
  });

  it('says nothing for a one-letter keyword, which the page answers with a hint', () => {
    expect(searchStatusText(english, 'ш', [])).toBe('');
  });

  it("says SPEC's empty-state text when nothing matched", () => {
    expect(searchStatusText(english, 'qqxxzz', [])).toBe('No results found');
    expect(searchStatusText(cyrillic, 'qqxxzz', [])).toBe('Нема резултата');
  });

  it('counts every result of the keyword, with the plural form of the count', () => {
    expect(searchStatusText(english, 'Toronto', found(1))).toBe('1 result for “Toronto”');
    expect(searchStatusText(english, 'Toronto', found(12))).toBe('12 results for “Toronto”');
    expect(searchStatusText(cyrillic, 'Торонто', found(3))).toBe('3 резултата за „Торонто“');
    expect(searchStatusText(cyrillic, 'Торонто', found(21))).toBe('21 резултат за „Торонто“');
  });
});
