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

/** Where a culture button leads: a page of the portal, or a page elsewhere (new tab). */
export type CultureAction = { kind: 'page'; to: string } | { kind: 'external'; href: string };

const wikipedia = (title: string): CultureAction => ({
  kind: 'external',
  href: `https://en.wikipedia.org/wiki/${title}`,
});

interface CultureItem {
  key: string;
  categories: readonly CultureCategory[];
}

export const heritageAreas = [
  {
    key: 'faith',
    image: '/images/content/church.svg',
    categories: ['history'],
    action: wikipedia('Saint_Sava'),
  },
  {
    key: 'language',
    image: '/images/content/school.svg',
    categories: ['literature'],
    action: wikipedia('Serbian_Cyrillic_alphabet'),
  },
  {
    key: 'music',
    image: '/images/content/kolo.svg',
    categories: ['music'],
    action: wikipedia('Kolo_(dance)'),
  },
  {
    key: 'literature',
    image: '/images/content/library.svg',
    categories: ['literature', 'history'],
    action: wikipedia('Serbian_literature'),
  },
  {
    key: 'theatre',
    image: '/images/content/festival.svg',
    categories: ['theatre'],
    action: wikipedia('Serbian_National_Theatre'),
  },
  {
    key: 'visualArts',
    image: '/images/content/books.svg',
    categories: ['visual-arts'],
    action: wikipedia('Serbian_art'),
  },
] as const satisfies readonly (CultureItem & { image: string; action: CultureAction })[];

export const cultureEvents = [
  { key: 'savindan', categories: ['literature', 'history'], action: wikipedia('Saint_Sava') },
  { key: 'vidovdan', categories: ['history'], action: wikipedia('Vidovdan') },
  {
    key: 'festival',
    categories: ['music'],
    action: { kind: 'page', to: `${routes.events}?category=festivals` },
  },
  {
    key: 'iconExhibition',
    categories: ['visual-arts'],
    action: wikipedia('Serbian_art'),
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
