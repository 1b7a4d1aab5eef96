import {
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type Page,
  type TestInfo,
} from '@playwright/test';

/**
 * `test` for every spec: a page the server rendered is hydrated at the
 * reader's first interaction (web/src/app/hydrate-when-needed.ts), so
 * `page.goto` and `page.reload` wait until the app is loaded, move the
 * pointer as a reader would, and wait for `<html data-hydrated>` — on every
 * page of the test, those of contexts a spec opens itself included. A
 * hydration mismatch (web/src/lib/report-hydration-mismatch.ts logs one)
 * fails the test. e2e/hydration-on-interaction.spec.ts checks the first
 * interaction itself (tap, key, hover), without this help.
 */

/**
 * Waits for hydration on an app page; other documents (feeds, JSON, files)
 * have no #root. Selectors, not functions: the page's CSP forbids the eval
 * that polling a function needs.
 */
async function waitForHydration(page: Page) {
  const html = page.locator('html');
  await page
    .locator('html[data-hydrated="true"], html[data-awaits-interaction], html:not(:has(#root))')
    .waitFor({ state: 'attached', timeout: 30_000 });
  if ((await html.getAttribute('data-awaits-interaction')) !== null) {
    await html.dispatchEvent('pointermove');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  }
}

function waitOnLoads(page: Page, mismatches: string[]) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await waitForHydration(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await waitForHydration(page);
    return response;
  };
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('Hydration mismatch'))
      mismatches.push(`${page.url()}: ${message.text()}`);
  });
}

function watchContext(context: BrowserContext, mismatches: string[]) {
  for (const page of context.pages()) waitOnLoads(page, mismatches);
  context.on('page', (page) => waitOnLoads(page, mismatches));
}

/**
 * Each test is its own visitor: its requests carry an address of their own
 * (the e2e server trusts X-Forwarded-For from loopback), different for each
 * test and each retry. The server's per-address limits then count one
 * test's requests, as they would one person's: two workers signing people up
 * at once do not share the 30 email confirmations per 5 minutes, and a test
 * after the hydration walk (over a hundred pages in a minute) is not served
 * unrendered pages for its address having used up the 120 renders a minute
 * (server/site/render-guard.ts). Addresses are in 198.18.0.0/15, the range
 * kept for tests of networks.
 */
export function visitorAddress(testInfo: Pick<TestInfo, 'testId' | 'retry' | 'parallelIndex'>) {
  let hash = 2166136261;
  for (const character of `${testInfo.testId}:${testInfo.retry}`)
    hash = Math.imul(hash ^ character.charCodeAt(0), 16777619) >>> 0;
  return `198.${18 + (testInfo.parallelIndex % 2)}.${(hash >>> 8) & 255}.${hash & 255}`;
}

export const test = base.extend<{ hydration: void }>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'X-Forwarded-For': visitorAddress(testInfo) });
  },
  hydration: [
    async ({ browser, context }: { browser: Browser; context: BrowserContext }, use) => {
      const mismatches: string[] = [];
      watchContext(context, mismatches);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const opened = await newContext(options);
        watchContext(opened, mismatches);
        return opened;
      };
      await use();
      browser.newContext = newContext;
      expect(mismatches, 'hydration mismatches').toEqual([]);
    },
    { auto: true },
  ],
});
