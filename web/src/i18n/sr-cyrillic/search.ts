import { siteTextSrCyrillic } from '@domain/seo/site-text-sr-cyrillic.ts';
import type { searchEn } from '../en/search.ts';

export const searchSrCyrillic: typeof searchEn = {
  title: siteTextSrCyrillic.search.title,
  intro: siteTextSrCyrillic.search.description,
  label: 'Претражи портал',
  placeholder: 'Име, место или тема…',
  clear: 'Обриши претрагу',
  prompt: 'Унесите бар два слова. Можете писати латиницом или ћирилицом.',
  tooShort: 'Унесите бар два слова за претрагу.',
  loading: 'Претрага је у току…',
  failed: 'Претрага није успела. Проверите везу са интернетом и покушајте поново.',
  noResults: 'Нема резултата',
  resultCount: {
    one: '{{count}} резултат за „{{query}}“',
    few: '{{count}} резултата за „{{query}}“',
    other: '{{count}} резултата за „{{query}}“',
  },
  resultsLabel: 'Резултати претраге',
  tabs: {
    all: 'Све',
    cities: 'Градови',
    organizations: 'Организације',
    events: 'Догађаји',
    blog: 'Блог',
    memorials: 'In memoriam',
  },
  types: {
    city: 'Град',
    organization: 'Организација',
    event: 'Догађај',
    news: 'Чланак',
    memorial: 'In memoriam',
  },
};
