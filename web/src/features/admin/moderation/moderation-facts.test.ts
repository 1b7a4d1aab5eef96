import { describe, expect, it } from 'vitest';
import { allSrCyrillic as srCyrillic } from '@/i18n/all-messages.ts';
import { buildSrLatin } from '@/i18n/sr-latin.ts';
import { createTranslator } from '@/lib/translator.ts';
import type { CityListRow } from '@/lib/cities.ts';
import { moderationFacts } from './moderation-facts.ts';

const cities: CityListRow[] = [
  { id: '1', slug: 'toronto', name: 'Toronto', name_sr_latn: null, name_sr_cyrl: 'Торонто' },
  { id: '2', slug: 'niagara', name: 'Niagara', name_sr_latn: 'Nijagara', name_sr_cyrl: 'Нијагара' },
];

const i18n = createTranslator('sr_cyrillic');
i18n.addMessages('sr_cyrillic', srCyrillic);
i18n.addMessages('sr_latin', buildSrLatin(srCyrillic));
const cyrillic = i18n.fixedT('sr_cyrillic');
const latin = i18n.fixedT('sr_latin');
const latinLetters = /[a-z]/i;

describe('moderationFacts', () => {
  it('writes an organization’s category and city in the editor’s script', () => {
    const row = { category: 'culture', city_tag: 'toronto', website: 'https://kolo.example' };
    const facts = moderationFacts('organizations', row, 'sr_cyrillic', cyrillic, cities);
    expect(facts[0]).toBe(cyrillic('organizations.categories.culture'));
    expect(facts[0]).not.toMatch(latinLetters);
    expect(facts.slice(1)).toEqual(['Торонто', 'https://kolo.example']);
    expect(moderationFacts('organizations', row, 'sr_latin', latin, cities).slice(0, 2)).toEqual([
      latin('organizations.categories.culture'),
      'Toronto',
    ]);
  });

  it('formats an event’s date and time and a memorial’s dates and place', () => {
    expect(
      moderationFacts(
        'events',
        {
          event_date: '2024-11-02',
          event_time: '19:30:00',
          venue_name: 'Hall',
          city_tag: 'niagara',
        },
        'sr_cyrillic',
        cyrillic,
        cities,
      ),
    ).toEqual(['2. новембар 2024. 19:30', 'Hall', 'Нијагара']);
    expect(
      moderationFacts(
        'memorials',
        { birth_date: '1950-03-01', death_date: '2024-01-07', place_of_passing: 'Čačak' },
        'sr_cyrillic',
        cyrillic,
        cities,
      ),
    ).toEqual(['1. март 1950.', '7. јануар 2024.', 'Чачак']);
  });

  it('translates a creator’s country and leaves the email alone', () => {
    expect(
      moderationFacts(
        'creators',
        { country: 'Canada', city: 'Toronto', email_public: 'ana@example.com' },
        'sr_cyrillic',
        cyrillic,
        cities,
      ),
    ).toEqual([cyrillic('creators.countries.Canada'), 'Торонто', 'ana@example.com']);
    expect(cyrillic('creators.countries.Canada')).not.toMatch(latinLetters);
  });
});
