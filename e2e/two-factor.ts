import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { anonKey, expect } from './auth-fixtures.ts';

/** The current code of a TOTP secret, as an authenticator app shows it (SHA-1, 6 digits, 30 s). */
export function totpCode(secret: string): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate();
}

/**
 * Raises a signed-in session to two factors through the real /auth/v1 API, as
 * editors need to moderate (decision 018): enrols a TOTP factor, then verifies
 * a challenge with its current code. Answers the aal2 session (the token
 * response, as supabase-js stores it) and the factor's secret.
 */
export async function withTwoFactors(request: APIRequestContext, session: string) {
  const headers = {
    apikey: await anonKey(request),
    Authorization: `Bearer ${(JSON.parse(session) as { access_token: string }).access_token}`,
  };
  const enroll = await request.post('/auth/v1/factors', {
    headers,
    data: { factor_type: 'totp', friendly_name: 'e2e phone' },
  });
  expect(enroll.ok(), await enroll.text()).toBe(true);
  const factor = (await enroll.json()) as { id: string; totp: { secret: string } };
  const challenge = await request.post(`/auth/v1/factors/${factor.id}/challenge`, { headers });
  expect(challenge.ok(), await challenge.text()).toBe(true);
  const verify = await request.post(`/auth/v1/factors/${factor.id}/verify`, {
    headers,
    data: {
      challenge_id: ((await challenge.json()) as { id: string }).id,
      code: totpCode(factor.totp.secret),
    },
  });
  expect(verify.ok(), await verify.text()).toBe(true);
  return { session: await verify.text(), secret: factor.totp.secret };
}

/**
 * On the dashboard's two-step tab: adds an authenticator app through the UI,
 * confirms it with a code computed from the key the page shows, and answers
 * that key (for later codes).
 */
export async function enrolAuthenticatorApp(page: Page): Promise<string> {
  await expect(page.getByRole('heading', { name: 'Two-step sign-in', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: /Set up two-step sign-in|Add another/ }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('img', { name: 'QR code to add the portal to your authenticator app' }),
  ).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel('6-digit code from the app').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Two-step sign-in is on.', { exact: true })).toBeVisible();
  return secret;
}

/** A code of `secret` for a later 30-second step than the last one used (the server refuses a step twice). */
export async function freshTotpCode(secret: string, usedCode: string): Promise<string> {
  for (;;) {
    const code = totpCode(secret);
    if (code !== usedCode) return code;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/** Signs in on the /login page with a password, as a person does (no stored session injected). */
export async function signInOnPage(page: Page, email: string, password: string) {
  await page.goto('/login');
  const main = page.getByRole('main');
  await main.getByLabel('Email address').fill(email);
  await main.getByLabel('Password').fill(password);
  await main.getByRole('button', { name: 'Sign in', exact: true }).click();
}
