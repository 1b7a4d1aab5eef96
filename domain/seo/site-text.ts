import type { Language } from '../language.ts';
import { toLatin } from '../transliterate.ts';
import { siteTextEn } from './site-text-en.ts';
import { siteTextSrCyrillic } from './site-text-sr-cyrillic.ts';

/**
 * The texts of the page heads crawlers get from the server (no JavaScript
 * run). They are written once, one file a language (site-text-en.ts,
 * site-text-sr-cyrillic.ts): the web's messages of the same titles and
 * intros are these values, and the head builders (*-page.ts) take the texts
 * they need as an argument, so the browser passes its messages and the
 * server passes `siteText(language)`. The browser never imports this file:
 * it would load every language.
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

function latin<T>(value: T): T {
  if (typeof value === 'string') return toLatin(value) as T;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, latin(item)]),
  ) as T;
}

const siteTextSrLatin = latin(siteTextSrCyrillic);

/** The crawler-head texts of a UI language; Latin is generated from Cyrillic, as in the app. */
export function siteText(language: Language): SiteText {
  if (language === 'en') return siteTextEn;
  return language === 'sr_latin' ? siteTextSrLatin : siteTextSrCyrillic;
}
