import type { Language } from '../language.ts';
import { toLatin } from '../transliterate.ts';

/**
 * The texts of the page heads crawlers get from the server (no JavaScript
 * run). They are the same messages the web app shows: a parity test in
 * web/src/i18n compares them with the UI messages, so the two never disagree.
 */
export interface PageText {
  title: string;
  description: string;
}

export interface SiteText {
  siteName: string;
  notFound: PageText;
  home: PageText;
  news: PageText;
  events: PageText;
  organizations: PageText;
  creators: PageText;
  memorials: PageText;
  culture: PageText;
  multimedia: PageText;
  about: PageText;
  privacy: PageText;
  terms: PageText;
  contact: PageText;
  businessDirectory: PageText;
  search: PageText;
  /** Byline of an article whose author has no name. */
  newsTeamName: string;
  /** Meta description of a memorial without an obituary; `{{name}}` is the person. */
  memorialFallback: string;
  /** Description of a city page without an intro; `{{city}}` is the city. */
  cityWelcome: string;
}

const english: SiteText = {
  siteName: 'Zajednica',
  notFound: {
    title: 'Page not found',
    description: 'The page you are looking for does not exist or has been moved.',
  },
  home: {
    title: 'The Serbian community in Canada and the USA',
    description:
      'News, events, parishes, clubs and people of the Serbian community, from Victoria to Montreal.',
  },
  news: {
    title: 'News',
    description:
      'Stories from Serbian communities in Canada, from Serbia and from the wider diaspora.',
  },
  events: {
    title: 'Events',
    description: 'Concerts, slavas, festivals, lectures and picnics of the Serbian community.',
  },
  organizations: {
    title: 'Organizations',
    description:
      'Parishes, cultural societies, sports clubs, youth groups and associations across Canada.',
  },
  creators: {
    title: 'Creators',
    description:
      'Serbian YouTubers, musicians, actors, podcasters and makers across Canada and the USA.',
  },
  memorials: {
    title: 'In Memoriam',
    description:
      'We remember the members of our community who have left us: the builders, teachers, singers and neighbours whose lives shaped Serbian life in Canada. Memory eternal.',
  },
  culture: {
    title: 'Culture',
    description:
      'Faith, language, song and the table: what our grandparents carried across the ocean, and what we keep alive for our children in Canada and the USA.',
  },
  multimedia: {
    title: 'Multimedia',
    description:
      'Photos, videos and music from the life of Serbian communities across North America.',
  },
  about: {
    title: 'About us',
    description:
      'Zajednica (“community”) is a home on the web for Serbs in Canada and the USA, and for everyone who shares our culture.',
  },
  privacy: {
    title: 'Privacy policy',
    description:
      'What Zajednica stores about you and why, how long we keep it, who sees it, and how to see, correct or delete it.',
  },
  terms: {
    title: 'Terms of use',
    description:
      'The rules of Zajednica: your account, what you publish and who owns it, house rules, email, and our liability.',
  },
  contact: {
    title: 'Contact',
    description:
      'Questions, suggestions or a correction for a city page? Write to us: the volunteers behind Zajednica read every message.',
  },
  businessDirectory: {
    title: 'Business directory',
    description:
      'Serbian-owned and Serbian-speaking businesses across Canada: restaurants, bakeries, trades and professionals who serve our community.',
  },
  search: {
    title: 'Search',
    description: 'Find cities, organizations, events, articles and memorials in any script.',
  },
  newsTeamName: 'Zajednica team',
  memorialFallback: 'In memory of {{name}}.',
  cityWelcome:
    'Welcome to the Serbian community of {{city}}. Here you will find its organizations, upcoming events and news.',
};

const cyrillic: SiteText = {
  siteName: 'Заједница',
  notFound: {
    title: 'Страница није пронађена',
    description: 'Страница коју тражите не постоји или је премештена.',
  },
  home: {
    title: 'Српска заједница у Канади и САД',
    description:
      'Вести, догађаји, парохије, клубови и људи српске заједнице, од Викторије до Монтреала.',
  },
  news: {
    title: 'Вести',
    description: 'Приче из српских заједница у Канади, из Србије и из целе дијаспоре.',
  },
  events: {
    title: 'Догађаји',
    description: 'Концерти, славе, фестивали, предавања и пикници српске заједнице.',
  },
  organizations: {
    title: 'Организације',
    description:
      'Парохије, културна друштва, спортски клубови, омладинске групе и удружења широм Канаде.',
  },
  creators: {
    title: 'Ствараоци',
    description: 'Српски јутјубери, музичари, глумци, подкастери и ствараоци широм Канаде и САД.',
  },
  memorials: {
    title: 'In memoriam',
    description:
      'Сећамо се чланова наше заједнице који су нас напустили: градитеља, учитеља, певача и комшија чији су животи обликовали српски живот у Канади. Вечна им памјат.',
  },
  culture: {
    title: 'Култура',
    description:
      'Вера, језик, песма и трпеза: оно што су наши преци пренели преко океана и што чувамо за своју децу у Канади и Америци.',
  },
  multimedia: {
    title: 'Мултимедија',
    description:
      'Фотографије, видео-записи и музика из живота српских заједница широм Северне Америке.',
  },
  about: {
    title: 'О нама',
    description:
      'Заједница је дом на интернету за Србе у Канади и Америци и за све који деле нашу културу.',
  },
  privacy: {
    title: 'Политика приватности',
    description:
      'Шта Заједница чува о вама и зашто, колико дуго, ко то види и како да то видите, исправите или обришете.',
  },
  terms: {
    title: 'Услови коришћења',
    description:
      'Правила Заједнице: ваш налог, шта објављујете и чије је, правила понашања, е-пошта и наша одговорност.',
  },
  contact: {
    title: 'Контакт',
    description:
      'Имате питање, предлог или исправку за страницу неког града? Пишите нам: волонтери који воде Заједницу читају сваку поруку.',
  },
  businessDirectory: {
    title: 'Пословни именик',
    description:
      'Српске фирме и фирме у којима се говори српски широм Канаде: ресторани, пекаре, занатлије и стручњаци који служе нашој заједници.',
  },
  search: {
    title: 'Претрага',
    description:
      'Пронађите градове, организације, догађаје, чланке и спомен-странице, на ћирилици или латиници.',
  },
  newsTeamName: 'Тим Заједнице',
  memorialFallback: 'У спомен на: {{name}}.',
  cityWelcome:
    'Добро дошли у српску заједницу града {{city}}. Овде ћете наћи њене организације, предстојеће догађаје и вести.',
};

function latin<T>(value: T): T {
  if (typeof value === 'string') return toLatin(value) as T;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, latin(item)]),
  ) as T;
}

const latinText = latin(cyrillic);

/** The crawler-head texts of a UI language; Latin is generated from Cyrillic, as in the app. */
export function siteText(language: Language): SiteText {
  if (language === 'en') return english;
  return language === 'sr_latin' ? latinText : cyrillic;
}

/** Fills `{{name}}` placeholders the way i18next does. */
export function fillText(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, key: string) => values[key] ?? match);
}
