import type { SiteText } from './site-text.ts';

/** The English crawler-head texts, and the web's English messages for the same titles and intros. */
export const siteTextEn: SiteText = {
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
      'Parishes, cultural societies, sports clubs, youth groups and associations across Canada and the USA.',
  },
  creators: {
    title: 'Creators',
    description:
      'Serbian YouTubers, musicians, actors, podcasters and makers across Canada and the USA.',
  },
  memorials: {
    title: 'In Memoriam',
    description:
      'We remember the members of our community who have left us: the builders, teachers, singers and neighbours whose lives shaped Serbian life in Canada and the USA. Memory eternal.',
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
      'Serbian-owned and Serbian-speaking businesses across Canada and the USA: restaurants, bakeries, trades and professionals who serve our community.',
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
