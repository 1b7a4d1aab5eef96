import { describe, expect, it } from 'vitest';
import { allEn as en } from '@/i18n/all-messages.ts';
import { allSrCyrillic as srCyrillic } from '@/i18n/all-messages.ts';
import { createTranslator } from '@/lib/translator.ts';
import { creatorsStatusText } from './creators-status.ts';

const i18n = createTranslator('en');
i18n.addMessages('en', en);
i18n.addMessages('sr_cyrillic', srCyrillic);
const english = i18n.fixedT('en');
const cyrillic = i18n.fixedT('sr_cyrillic');

const page = (rows: number, count: number) => ({ rows: Array.from({ length: rows }), count });

describe('creatorsStatusText', () => {
  it('says nothing while the results load', () => {
    expect(creatorsStatusText(english, undefined)).toBe('');
  });

  it('counts the creators of every page, with the plural form of the count', () => {
    expect(creatorsStatusText(english, page(1, 1))).toBe('1 creator found');
    expect(creatorsStatusText(english, page(12, 30))).toBe('30 creators found');
    expect(creatorsStatusText(cyrillic, page(1, 1))).toBe('Пронађен је 1 стваралац');
    expect(creatorsStatusText(cyrillic, page(12, 22))).toBe('Пронађена су 22 ствараоца');
    expect(creatorsStatusText(cyrillic, page(12, 25))).toBe('Пронађено је 25 стваралаца');
  });

  it("says SPEC's empty-state text when the page shows no creator", () => {
    expect(creatorsStatusText(english, page(0, 0))).toBe('No results found');
    expect(creatorsStatusText(cyrillic, page(0, 14))).toBe('Нема резултата'); // past the last page
  });
});
