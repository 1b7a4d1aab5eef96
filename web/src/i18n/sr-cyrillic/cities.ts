import { siteTextSrCyrillic } from '@domain/seo/site-text-sr-cyrillic.ts';
import type { citiesEn } from '../en/cities.ts';

/** City page messages (Serbian Cyrillic). */
export const citiesSrCyrillic: typeof citiesEn = {
  loading: 'Учитавање странице града…',
  cityNotFound: 'Град није пронађен',
  notFoundText: 'За овај град још немамо страницу заједнице.',
  retiredTitle: 'Страница овог града је угашена',
  retiredText:
    'Портал више не води страницу за овај град. Његове организације, догађаји и вести и даље су у својим списковима.',
  errorTitle: 'Грешка',
  backHome: 'Назад на почетну страну',
  welcome: siteTextSrCyrillic.cityWelcome,
  organizations: 'Организације',
  events: 'Предстојећи догађаји',
  news: 'Вести',
  noOrganizations: 'Још нема уписаних организација.',
  noEvents: 'Нема предстојећих догађаја.',
  noNews: 'Још нема вести.',
  suggestHeading: 'Знате нешто што смо пропустили?',
  suggestText:
    'Помозите да ова страница буде тачна: јавите нам за парохију, клуб или догађај у месту {{city}}.',
  suggestUpdate: 'Предложите измену',
};
