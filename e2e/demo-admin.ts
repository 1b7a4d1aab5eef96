import { createHash } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { anonKey, expect, type Mailbox } from './auth-fixtures.ts';
import { withTwoFactors } from './two-factor.ts';

export const demoAdminEmail = 'admin@zajednica.local';

/**
 * The demo admin's session (an editor too), shared by every spec of one run.
 * The server sends one recovery email per address a minute, so the first spec
 * that needs the admin signs in through a recovery email, raises the session
 * to two factors (an admin moderates only so, decision 018: a TOTP factor is
 * enrolled and verified) and keeps the session in a file named after this
 * run's anon key (each run has a fresh secret, so a file left by another run
 * never matches).
 */
export async function demoAdminSession(request: APIRequestContext, mailbox: Mailbox) {
  const key = await anonKey(request);
  const digest = createHash('sha256').update(key).digest('hex').slice(0, 16);
  const file = path.join(os.tmpdir(), `zajednica-e2e-admin-${digest}.json`);
  if (existsSync(file)) return readFileSync(file, 'utf8');
  // One worker signs the admin in; the others wait for its file (one recovery email a minute).
  try {
    closeSync(openSync(`${file}.lock`, 'wx'));
  } catch {
    await expect.poll(() => existsSync(file), { timeout: 120_000 }).toBe(true);
    return readFileSync(file, 'utf8');
  }

  const headers = { apikey: key };
  const recover = await request.post('/auth/v1/recover', {
    headers,
    data: { email: demoAdminEmail },
  });
  expect(recover.ok(), await recover.text()).toBe(true);
  const link = new URL(await mailbox.linkFor(demoAdminEmail, 'recovery'));
  const verify = await request.post('/auth/v1/verify', {
    headers,
    data: { type: 'recovery', token_hash: link.searchParams.get('token_hash') },
  });
  expect(verify.ok(), await verify.text()).toBe(true);
  const { session } = await withTwoFactors(request, await verify.text());
  writeFileSync(file, session);
  return session;
}

/** Hands a session to the page the way supabase-js stores it. */
export async function withSession(page: Page, baseURL: string, session: string) {
  const storageKey = `sb-${new URL(baseURL).hostname.split('.')[0]}-auth-token`;
  await page.addInitScript(
    ([name, value]) => localStorage.setItem(name!, value!),
    [storageKey, session],
  );
}
