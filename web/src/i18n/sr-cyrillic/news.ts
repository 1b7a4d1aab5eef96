import { siteTextSrCyrillic } from '@domain/seo/site-text-sr-cyrillic.ts';
import type { newsEn } from '../en/news.ts';

/** News list and article messages (Serbian Cyrillic). */
export const newsSrCyrillic: typeof newsEn = {
  title: siteTextSrCyrillic.news.title,
  intro: siteTextSrCyrillic.news.description,
  searchLabel: 'Претрага вести',
  searchPlaceholder: 'Претражите наслове и сажетке…',
  categoryLabel: 'Категорија',
  categories: {
    all: 'Све категорије',
    canada: 'Канада',
    serbia: 'Србија',
    culture: 'Култура',
    sports: 'Спорт',
    business: 'Привреда',
    community: 'Заједница',
    politics: 'Политика',
    interviews: 'Интервјуи',
    archive: 'Архива',
  },
  rss: 'RSS фид',
  archiveNote: 'Чланци старији од {{days}} дана.',
  featured: 'Издвојено',
  readMore: 'Прочитајте више',
  readArticle: 'Прочитајте чланак: {{title}}',
  loading: 'Учитавање вести…',
  noResults: 'Нема резултата',
  errorTitle: 'Грешка',
  errorFetching: 'Вести није било могуће учитати.',
  submit: {
    heading: 'Имате вест из своје заједнице?',
    text: 'Пошаљите нам причу; уредници прегледају сваки прилог пре објављивања.',
    button: 'Пошаљите вест',
  },
  article: {
    loading: 'Учитавање чланка…',
    notFound: 'Чланак није пронађен.',
    backToNews: 'Назад на вести',
    byline: 'Аутор: {{name}}',
    teamName: siteTextSrCyrillic.newsTeamName,
  },
};
