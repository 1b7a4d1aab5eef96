import type { ContentLanguage } from '@domain/content-language.ts';
import { routes } from '@domain/routes.ts';

/**
 * The culture page's content (SPEC §2: heritage areas, events, traditions),
 * each item tagged with the sections of the Culture mega-menu column so that
 * /culture?category=… shows only that section.
 */
export const cultureCategories = [
  'literature',
  'theatre',
  'music',
  'history',
  'visual-arts',
] as const;
export type CultureCategory = (typeof cultureCategories)[number];

/** The mega-menu label of each section (the same words everywhere). */
export const cultureCategoryLabelKeys = {
  literature: 'megaMenu.cultureLiterature',
  theatre: 'megaMenu.cultureTheatre',
  music: 'megaMenu.cultureMusic',
  history: 'megaMenu.cultureHistory',
  'visual-arts': 'megaMenu.cultureVisualArts',
} as const satisfies Record<CultureCategory, string>;

/**
 * Where a culture button leads: a page of the portal, or an article
 * elsewhere (new tab): English Wikipedia on English pages, Serbian Wikipedia
 * on Serbian ones (`serbianTitle`, opened through its search, which goes
 * straight to the article of that title and never to a dead page).
 */
export type CultureAction =
  { kind: 'page'; to: string } | { kind: 'external'; href: string; serbianTitle?: string };

const wikipedia = (title: string, serbianTitle: string): CultureAction => ({
  kind: 'external',
  href: `https://en.wikipedia.org/wiki/${title}`,
  serbianTitle,
});

/** The article in the reader's language and script (Serbian Wikipedia writes both). */
export function externalHref(
  action: Extract<CultureAction, { kind: 'external' }>,
  language: ContentLanguage,
): string {
  if (language === 'en' || !action.serbianTitle) return action.href;
  const url = new URL('https://sr.wikipedia.org/w/index.php');
  url.searchParams.set('search', action.serbianTitle);
  url.searchParams.set('variant', language === 'sr_latin' ? 'sr-el' : 'sr-ec');
  return url.toString();
}

interface CultureItem {
  key: string;
  categories: readonly CultureCategory[];
}

export const heritageAreas = [
  {
    key: 'faith',
    image: '/images/content/church.svg',
    categories: ['history'],
    action: wikipedia('Saint_Sava', 'Свети Сава'),
  },
  {
    key: 'language',
    image: '/images/content/school.svg',
    categories: ['literature'],
    action: wikipedia('Serbian_Cyrillic_alphabet', 'Српска ћирилица'),
  },
  {
    key: 'music',
    image: '/images/content/kolo.svg',
    categories: ['music'],
    action: wikipedia('Kolo_(dance)', 'Коло (игра)'),
  },
  {
    key: 'literature',
    image: '/images/content/library.svg',
    categories: ['literature', 'history'],
    action: wikipedia('Serbian_literature', 'Српска књижевност'),
  },
  {
    key: 'theatre',
    image: '/images/content/festival.svg',
    categories: ['theatre'],
    action: wikipedia('Serbian_National_Theatre', 'Српско народно позориште'),
  },
  {
    key: 'visualArts',
    image: '/images/content/books.svg',
    categories: ['visual-arts'],
    action: wikipedia('Serbian_art', 'Српска уметност'),
  },
] as const satisfies readonly (CultureItem & { image: string; action: CultureAction })[];

export const cultureEvents = [
  {
    key: 'savindan',
    categories: ['literature', 'history'],
    action: wikipedia('Saint_Sava', 'Свети Сава'),
  },
  { key: 'vidovdan', categories: ['history'], action: wikipedia('Vidovdan', 'Видовдан') },
  {
    key: 'festival',
    categories: ['music'],
    action: { kind: 'page', to: `${routes.events}?category=festivals` },
  },
  {
    key: 'iconExhibition',
    categories: ['visual-arts'],
    action: wikipedia('Serbian_art', 'Српска уметност'),
  },
  {
    key: 'theatreNight',
    categories: ['theatre'],
    action: { kind: 'page', to: `${routes.events}?category=theatre` },
  },
] as const satisfies readonly (CultureItem & { action: CultureAction })[];

export const traditions = [
  { key: 'slava', categories: ['history'] },
  { key: 'christmas', categories: ['history'] },
  { key: 'easter', categories: ['history'] },
] as const satisfies readonly CultureItem[];

/** The section named in the address (`?category=`), or undefined for all of them. */
export function cultureCategoryFrom(value: string | null): CultureCategory | undefined {
  return cultureCategories.find((category) => category === value);
}

/** The items of a section, or all items when no section is chosen. */
export function inCultureCategory<T extends CultureItem>(
  items: readonly T[],
  category: CultureCategory | undefined,
): T[] {
  return category ? items.filter((item) => item.categories.includes(category)) : [...items];
}
