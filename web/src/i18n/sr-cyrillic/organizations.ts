import { siteTextSrCyrillic } from '@domain/seo/site-text-sr-cyrillic.ts';
import type { organizationsEn } from '../en/organizations.ts';

/** Organizations list and organization page messages (Serbian Cyrillic). */
export const organizationsSrCyrillic: typeof organizationsEn = {
  title: siteTextSrCyrillic.organizations.title,
  intro: siteTextSrCyrillic.organizations.description,
  searchLabel: 'Претрага организација',
  searchPlaceholder: 'Претражите називе и описе…',
  categoryLabel: 'Категорија',
  categories: {
    all: 'Све категорије',
    church: 'Црква',
    culture: 'Култура',
    sport: 'Спорт',
    youth: 'Омладина',
    business: 'Привреда',
    other: 'Остало',
  },
  loading: 'Учитавање организација…',
  noResults: 'Нема резултата',
  errorTitle: 'Грешка',
  errorFetching: 'Организације није било могуће учитати.',
  cityNotAvailable: 'Н/Д',
  website: 'Веб-сајт',
  websiteOf: 'Веб-сајт: {{name}} (отвара се у новој картици)',
  details: 'Детаљи: {{name}}',
  stats: {
    heading: 'Заједница која се одазива',
    members: 'чланова наших организација',
    families: 'људи месечно прати наш рад',
    events: 'догађаја сваке године',
  },
  report: {
    heading: 'Нешто није тачно или је застарело?',
    text: 'Јавите нам ако адресу, број телефона или опис треба исправити.',
  },
  submit: {
    heading: 'Ваша организација недостаје?',
    text: 'Додајте је у именик. Уредници прегледају сваки прилог пре објављивања.',
    button: 'Додајте своју организацију',
  },
  detail: {
    loading: 'Учитавање организације…',
    notFound: 'Организација није пронађена.',
    backToOrganizations: 'Назад на организације',
    contact: 'Контакт',
    address: 'Адреса',
    phone: 'Телефон',
    email: 'Е-пошта',
    website: 'Веб-сајт',
    print: 'Штампај',
    upcomingEvents: 'Предстојећи догађаји',
    noUpcomingEvents: 'Нема предстојећих догађаја.',
  },
};
