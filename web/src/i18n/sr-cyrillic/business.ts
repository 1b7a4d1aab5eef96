import { siteTextSrCyrillic } from '@domain/seo/site-text-sr-cyrillic.ts';
import type { businessEn } from '../en/business.ts';

export const businessSrCyrillic: typeof businessEn = {
  title: siteTextSrCyrillic.businessDirectory.title,
  intro: siteTextSrCyrillic.businessDirectory.description,
  searchLabel: 'Претрага по називу или опису',
  searchPlaceholder: 'Пекара, зубар, реновирање…',
  categoryLabel: 'Категорија',
  cityLabel: 'Град',
  allCategories: 'Све категорије',
  allCities: 'Сви градови',
  categories: {
    restaurant: 'Ресторани',
    retail: 'Продавнице',
    services: 'Услуге',
    construction: 'Грађевинарство',
    healthcare: 'Здравство',
    automotive: 'Аутомобили',
    professional: 'Стручне услуге',
  },
  featured: 'Издвојена фирма',
  contact: 'Контакт',
  visitWebsite: 'Посетите сајт',
  contactNamed: 'Контакт: {{name}}',
  visitWebsiteNamed: 'Посетите сајт: {{name}} (отвара се у новој картици)',
  addBusiness: 'Додајте своју фирму',
  addBusinessText: 'Водите фирму која служи заједници? Пошаљите податке за упис у именик.',
  loading: 'Учитавање фирми…',
  noResults: 'Нема резултата',
  errorFetching: 'Фирме није могуће учитати.',
  imageAlt: '{{name}}',
  claimListing: 'Затражите овај упис',
};
