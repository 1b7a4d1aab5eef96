import type { legalEn } from '../en/legal.ts';

export const legalSrCyrillic: typeof legalEn = {
  privacyTitle: 'Политика приватности',
  privacySummary:
    'Шта Заједница чува о вама и зашто, колико дуго, ко то види и како да то видите, исправите или обришете.',
  termsTitle: 'Услови коришћења',
  termsSummary:
    'Правила Заједнице: ваш налог, шта објављујете и чије је, правила понашања, е-пошта и наша одговорност.',
};
