import { siteTextSrCyrillic } from '@domain/seo/site-text-sr-cyrillic.ts';
import type { homeEn } from '../en/home.ts';

/** Home page messages (Serbian Cyrillic). */
export const homeSrCyrillic: typeof homeEn = {
  heroText: siteTextSrCyrillic.home.description,
  joinCommunity: 'Придружите се заједници',
  viewEvents: 'Погледајте догађаје',
  join: {
    title: 'Придружите се заједници',
    intro: 'Бесплатан налог вам омогућава да учествујете у животу портала:',
    benefits: {
      news: 'Делите вести из свог града и парохије',
      events: 'Додајте догађаје у календар заједнице',
      organizations: 'Представите своју организацију',
      memorials: 'Направите страницу сећања на драгу особу',
      creators: 'Представите свој рад у именику стваралаца',
      dashboard: 'Пратите своје прилоге на личној контролној табли',
    },
    createAccount: 'Направите налог',
    signIn: 'Пријавите се',
    emailUpdates: 'Шаљите ми вести заједнице и позиве на догађаје е-поштом',
    learnMore: 'Сазнајте више о нама',
    close: 'Затвори',
  },
  cities: {
    heading: 'Заједнице по градовима',
    text: 'Заједнице широм Канаде и САД, свака са својим парохијама, клубовима и календаром.',
  },
  video: {
    heading: 'Издвојени видео',
    text: 'Кратак филм за гледање са породицом. Плејер се учитава тек када притиснете пуштање.',
    title: 'Синтел, отворени филм фондације Блендер',
    play: 'Пустите видео: {{title}}',
  },
  news: { heading: 'Најновије вести', viewAll: 'Све вести', readMore: 'Прочитајте више' },
  events: {
    heading: 'Предстојећи догађаји',
    viewAll: 'Сви догађаји',
    empty: 'Нема предстојећих догађаја.',
  },
  organizations: {
    heading: 'Издвојене организације',
    viewAll: 'Све организације',
    learnMore: 'Сазнајте више',
  },
  loading: 'Учитавање…',
  empty: 'Овде још нема ничега.',
  error: 'Овај део странице није могао да се учита.',
};
