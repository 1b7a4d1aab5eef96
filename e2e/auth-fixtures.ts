import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { test as base } from './hydrated-test.ts';
import { mailMessagesUrl } from './mail-ports.ts';

/**
 * Account fixtures for the e2e journeys. `mailbox` reads the emails the
 * server sent to the run's SMTP receiver (mail-catcher.ts), newest first.
 */

export type EmailLinkType = 'signup' | 'recovery' | 'email_change' | 'magiclink';

export interface Mailbox {
  /** The /auth/confirm link of the newest email of `type` sent to `email`; waits for it. */
  linkFor(email: string, type: EmailLinkType): Promise<string>;
  /** The 6-digit code of the newest email of `type` sent to `email`; waits for it. */
  codeFor(email: string, type: EmailLinkType): Promise<string>;
  /** Every email sent to `email` so far (their subjects). */
  subjectsFor(email: string): Promise<string[]>;
}

/** Every email sent to `email` so far, newest first: subject, links and 6-digit code. */
export async function readMailbox(request: APIRequestContext, email: string) {
  const response = await request.get(mailMessagesUrl);
  expect(response.ok(), 'the e2e mail catcher answers').toBe(true);
  const messages = (await response.json()) as { to: string[]; subject: string; text: string }[];
  return messages
    .filter((message) => message.to.includes(email.toLowerCase()))
    .map((message) => ({
      subject: message.subject,
      links: [...message.text.matchAll(/https?:\/\/\S+/g)].map((match) => match[0]),
      // The text part ends the code's line with it, after "Or enter this code: " in either language.
      code: /: ([0-9]{6})$/m.exec(message.text)?.[1],
    }));
}

type MailboxEmail = Awaited<ReturnType<typeof readMailbox>>[number];

/** What `find` picks from the emails sent to `email` (newest first), polled until it picks something. */
async function waitForMail<T>(
  request: APIRequestContext,
  email: string,
  find: (emails: MailboxEmail[]) => T | undefined,
  options: { message: string; timeout?: number },
): Promise<T> {
  let found: T | undefined;
  await expect
    .poll(async () => {
      found = find(await readMailbox(request, email));
      return found;
    }, options)
    .toBeTruthy();
  return found!;
}

/** The newest link to `path` (its pathname) in an email to `email`; waits up to 30 s for it. */
export async function mailedLink(
  request: APIRequestContext,
  email: string,
  path: string,
): Promise<string> {
  return waitForMail(
    request,
    email,
    (emails) =>
      emails.flatMap((mail) => mail.links).find((href) => new URL(href).pathname === path),
    { message: `a ${path} link mailed to ${email}`, timeout: 30_000 },
  );
}

const isConfirmLink = (href: string, type: EmailLinkType) => {
  const url = new URL(href);
  return url.pathname === '/auth/confirm' && url.searchParams.get('type') === type;
};

function createMailbox(request: APIRequestContext): Mailbox {
  return {
    linkFor(email, type) {
      return waitForMail(
        request,
        email,
        (emails) => emails.flatMap((mail) => mail.links).find((href) => isConfirmLink(href, type)),
        { message: `a ${type} email to ${email}` },
      );
    },
    codeFor(email, type) {
      return waitForMail(
        request,
        email,
        (emails) =>
          emails.find((mail) => mail.links.some((href) => isConfirmLink(href, type)))?.code,
        { message: `the code of a ${type} email to ${email}` },
      );
    },
    async subjectsFor(email) {
      return (await readMailbox(request, email)).map((mail) => mail.subject);
    },
  };
}

let counter = 0;
/** An address no other test uses. */
export function uniqueEmail(who: string): string {
  counter += 1;
  return `${who}-${Date.now()}-${process.pid}-${counter}@example.com`;
}

/** The anon key the server puts into the page's app-config block. */
export async function anonKey(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/')).text();
  const key = /"anonKey":"([^"]+)"/.exec(html)?.[1];
  expect(key, 'the server fills the app-config block').toBeTruthy();
  return key!;
}

/**
 * A person with a confirmed account, made through the real /auth/v1 API and
 * the confirmation email; answers their sign-in session (the token response).
 */
export async function createConfirmedUser(
  request: APIRequestContext,
  mailbox: Mailbox,
  who = 'member',
  metadata: Record<string, unknown> = {},
): Promise<{ email: string; password: string; session: Record<string, unknown> }> {
  const email = uniqueEmail(who);
  const password = 'a long enough password';
  const headers = { apikey: await anonKey(request) };
  const signup = await request.post('/auth/v1/signup', {
    headers,
    data: { email, password, data: { full_name: 'Test Member', ...metadata } },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  const tokenHash = new URL(await mailbox.linkFor(email, 'signup')).searchParams.get('token_hash');
  const verify = await request.post('/auth/v1/verify', {
    headers,
    data: { type: 'signup', token_hash: tokenHash },
  });
  expect(verify.ok(), await verify.text()).toBe(true);
  const session = (await verify.json()) as Record<string, unknown>;
  expect(session).toHaveProperty('access_token');
  return { email, password, session };
}

export const test = base.extend<{ mailbox: Mailbox }>({
  mailbox: async ({ request }, use) => {
    await use(createMailbox(request));
  },
});

export { expect };

/** Signs out from the header's account menu and waits until it is done (the header offers Sign in again). */
export async function signOutFromMenu(page: Page) {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Your account' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
}
