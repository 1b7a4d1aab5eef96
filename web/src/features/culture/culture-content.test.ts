import { describe, expect, it } from 'vitest';
import { megaMenuGroups } from '@/app/layout/mega-menu-groups.ts';
import {
  cultureCategories,
  cultureCategoryFrom,
  cultureEvents,
  externalHref,
  heritageAreas,
  inCultureCategory,
  traditions,
} from './culture-content.ts';

const allItems = [...heritageAreas, ...cultureEvents, ...traditions];

describe('culture sections', () => {
  it('reads only the five known sections from the address', () => {
    expect(cultureCategoryFrom('visual-arts')).toBe('visual-arts');
    expect(cultureCategoryFrom('Theatre')).toBeUndefined();
    expect(cultureCategoryFrom('sports')).toBeUndefined();
    expect(cultureCategoryFrom(null)).toBeUndefined();
  });

  it('opens a non-empty view for every Culture link of the mega menu', () => {
    const culture = megaMenuGroups.find((group) => group.id === 'culture');
    expect(culture?.links).toHaveLength(5);
    for (const link of culture?.links ?? []) {
      const category = cultureCategoryFrom(
        new URL(link.to, 'https://x.test').searchParams.get('category'),
      );
      expect(category, link.to).toBeDefined();
      expect(inCultureCategory(allItems, category).length, link.to).toBeGreaterThan(0);
    }
  });

  it('shows only the chosen section, and everything without one', () => {
    for (const category of cultureCategories) {
      const shown = inCultureCategory(allItems, category);
      expect(shown.every((item) => (item.categories as readonly string[]).includes(category))).toBe(
        true,
      );
      expect(shown.length).toBeLessThan(allItems.length);
    }
    expect(inCultureCategory(allItems, undefined)).toEqual(allItems);
  });

  it('gives every button a destination: a portal page or an https page elsewhere', () => {
    for (const { action } of [...heritageAreas, ...cultureEvents]) {
      if (action.kind === 'page') expect(action.to).toMatch(/^\/\w/);
      else {
        expect(action.href).toMatch(/^https:\/\/en\.wikipedia\.org\/wiki\/\S+$/);
        expect(externalHref(action, 'en')).toBe(action.href);
        expect(externalHref(action, 'sr_cyrillic')).toMatch(
          /^https:\/\/sr\.wikipedia\.org\/w\/index\.php\?search=.+&variant=sr-ec$/,
        );
        expect(externalHref(action, 'sr_latin')).toMatch(/&variant=sr-el$/);
      }
    }
  });
});
