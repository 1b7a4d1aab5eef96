import type { Browser } from '@playwright/test';
import { createConfirmedUser, type Mailbox } from './auth-fixtures.ts';
import { demoAdminSession, withSession } from './demo-admin.ts';
import { type PortalLanguage, visitIn } from './portal-visitor.ts';

/** A new person with a confirmed account, signed in on a fresh page. */
export async function signedInPerson(
  browser: Browser,
  baseURL: string,
  mailbox: Mailbox,
  language: PortalLanguage = 'en',
) {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await visitIn(page, language);
  const { session } = await createConfirmedUser(page.request, mailbox, 'contributor');
  await withSession(page, baseURL, JSON.stringify(session));
  return page;
}

/** The demo admin (an editor too), signed in on a fresh page. */
export async function signedInEditor(browser: Browser, baseURL: string, mailbox: Mailbox) {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await withSession(page, baseURL, await demoAdminSession(page.request, mailbox));
  return page;
}
