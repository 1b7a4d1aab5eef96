import { describe, expect, it } from 'vitest';
import type { Language } from '@domain/language.ts';
import { siteText } from '@domain/seo/site-text.ts';
import { type BaseMessages, en } from './en.ts';
import { srCyrillic } from './sr-cyrillic.ts';
import { buildSrLatin } from './sr-latin.ts';
import { srLatinOverrides } from './sr-latin-overrides.ts';

/** The crawler heads the server writes (domain/seo/site-text) in the UI's own words. */
function uiText(messages: BaseMessages) {
  return {
    siteName: messages.app.name,
    notFound: { title: messages.notFound.title, description: messages.notFound.text },
    home: { title: messages.pages.home.title, description: messages.home.heroText },
    news: { title: messages.news.title, description: messages.news.intro },
    events: { title: messages.events.title, description: messages.events.intro },
    organizations: {
      title: messages.organizations.title,
      description: messages.organizations.intro,
    },
    creators: { title: messages.creators.title, description: messages.creators.intro },
    memorials: { title: messages.memorials.title, description: messages.memorials.intro },
    culture: { title: messages.culture.title, description: messages.culture.intro },
    multimedia: { title: messages.multimedia.title, description: messages.multimedia.intro },
    about: { title: messages.about.title, description: messages.about.intro },
    privacy: { title: messages.legal.privacyTitle, description: messages.legal.privacySummary },
    terms: { title: messages.legal.termsTitle, description: messages.legal.termsSummary },
    contact: { title: messages.contact.title, description: messages.contact.intro },
    businessDirectory: { title: messages.business.title, description: messages.business.intro },
    search: { title: messages.search.title, description: messages.search.intro },
    newsTeamName: messages.news.article.teamName,
    memorialFallback: messages.memorials.metaFallback,
    cityWelcome: messages.cities.welcome,
  };
}

const ui: Record<Language, BaseMessages> = {
  en,
  sr_cyrillic: srCyrillic,
  sr_latin: buildSrLatin(srCyrillic, srLatinOverrides),
};

describe('crawler head texts', () => {
  it.each(Object.keys(ui) as Language[])('match the UI messages in %s', (language) => {
    expect(siteText(language)).toEqual(uiText(ui[language]));
  });
});
