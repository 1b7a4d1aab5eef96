import { describe, expect, it } from 'vitest';
import { allEn, allSrCyrillic } from '@/i18n/all-messages.ts';
import { createTranslator } from '@/lib/translator.ts';
import { recurrenceText } from './recurrence-text.ts';

const i18n = createTranslator('en');
i18n.addMessages('en', allEn);
i18n.addMessages('sr_cyrillic', allSrCyrillic);
const en = i18n.fixedT('en');
const cyrillic = i18n.fixedT('sr_cyrillic');

describe('recurrenceText', () => {
  it('says a weekly rule in plain words, Monday first', () => {
    const rule = { freq: 'weekly', weekdays: [4, 1], interval: 2, until: '2031-06-30' } as const;
    expect(recurrenceText({ ...rule, weekdays: [4, 1] }, en, 'en')).toBe(
      'Every 2 weeks on Monday, Thursday, until June 30, 2031',
    );
    expect(recurrenceText({ ...rule, weekdays: [4, 1] }, cyrillic, 'sr_cyrillic')).toMatch(
      /^Сваке 2\. седмице: понедељак, четвртак, до 30\. јуна? 2031\.?$/,
    );
  });

  it('says a monthly rule by weekday position, with its count and exceptions', () => {
    const rule = {
      freq: 'monthly',
      weekday: 0,
      week: 2,
      count: 6,
      except: ['2031-02-09'],
    } as const;
    expect(recurrenceText({ ...rule, except: [...rule.except] }, en, 'en')).toBe(
      'Every month on the second Sunday, 6 times, except February 9, 2031',
    );
    expect(recurrenceText({ ...rule, except: [...rule.except] }, cyrillic, 'sr_cyrillic')).toMatch(
      /^Сваког месеца: недеља, друге седмице у месецу, 6 пута, осим 9\. /,
    );
  });
});
