import AxeBuilder from '@axe-core/playwright';
import { expect as baseExpect, type Page } from '@playwright/test';
import { e2ePort } from './mail-ports.ts';

/**
 * Expectations with room for a busy machine: the first reads of a fresh
 * embedded database can take a few seconds.
 */
export const expect = baseExpect.configure({ timeout: 15_000 });

/** The three languages of the portal, with the texts the portal specs look for. */
export const portalLanguages = ['en', 'sr_cyrillic', 'sr_latin'] as const;
export type PortalLanguage = (typeof portalLanguages)[number];

const languageTags: Record<PortalLanguage, string> = {
  en: 'en',
  sr_cyrillic: 'sr-Cyrl',
  sr_latin: 'sr-Latn',
};

/**
 * Start the visit in `language`, remembered as the switcher does: in the
 * browser's storage and in the `language` cookie the server renders with.
 */
export async function visitIn(page: Page, language: PortalLanguage) {
  await page.addInitScript((code) => localStorage.setItem('language', code), language);
  await page
    .context()
    .addCookies([
      { name: 'language', value: languageTags[language], url: `http://127.0.0.1:${e2ePort}` },
    ]);
}

export async function expectNoAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(result.violations).toEqual([]);
}

/** Fails the test on any console error of the page (issue 6: no console errors). */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** The JSON-LD objects of the page, flattened. */
export async function jsonLdOf(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => {
    const value: unknown = JSON.parse(text);
    return (Array.isArray(value) ? value : [value]) as Record<string, unknown>[];
  });
}
