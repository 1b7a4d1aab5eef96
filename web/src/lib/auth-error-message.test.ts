import { describe, expect, it } from 'vitest';
import {
  AuthApiError,
  AuthRetryableFetchError,
  AuthWeakPasswordError,
} from '@supabase/supabase-js';
import { authErrorMessage, isWeakPasswordError } from './auth-error-message.ts';
import { allEn as en } from '../i18n/all-messages.ts';
import { allSrCyrillic as srCyrillic } from '../i18n/all-messages.ts';
import { createTranslator } from './translator.ts';

const i18n = createTranslator('en');
i18n.addMessages('en', en);
i18n.addMessages('sr_cyrillic', srCyrillic);
const t = i18n.fixedT('en');
const cyrillic = i18n.fixedT('sr_cyrillic');

describe('authErrorMessage', () => {
  it('translates GoTrue error codes', () => {
    const error = new AuthApiError('Invalid login credentials', 400, 'invalid_credentials');
    expect(authErrorMessage(error, t)).toBe('The email address or password is not right.');
    expect(authErrorMessage(error, cyrillic)).toBe('Адреса е-поште или лозинка није тачна.');
    expect(
      authErrorMessage(
        new AuthApiError('Email link is invalid or has expired', 403, 'otp_expired'),
        t,
      ),
    ).toMatch(/expired or was already used/);
    expect(
      authErrorMessage(
        new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'),
        t,
      ),
    ).toBe('Too many attempts. Please wait a few minutes and try again.');
  });

  it('explains each weak_password reason the server gives', () => {
    const error = new AuthWeakPasswordError('Password should be…', 422, ['length', 'pwned']);
    expect(isWeakPasswordError(error)).toBe(true);
    expect(authErrorMessage(error, t)).toBe(
      'The password needs at least 8 characters. This password is too common and easy to guess. Please choose another one.',
    );
    expect(authErrorMessage(new AuthWeakPasswordError('weak', 422, []), cyrillic)).toBe(
      'Изаберите јачу лозинку.',
    );
  });

  it('says the server cannot be reached for network and gateway failures', () => {
    expect(authErrorMessage(new AuthRetryableFetchError('Failed to fetch', 0), t)).toBe(
      'We could not reach the server. Check your connection and try again.',
    );
  });

  it("never shows the server's English: a code without a text gets the generic one", () => {
    const error = new AuthApiError('Signups not allowed for this instance', 422, 'signup_disabled');
    expect(authErrorMessage(error, t)).toBe('Something went wrong');
    expect(authErrorMessage(new Error('boom at db.ts:12'), t)).toBe('Something went wrong');
  });

  it("falls back to 'Something went wrong'", () => {
    expect(authErrorMessage(undefined, t)).toBe('Something went wrong');
    expect(authErrorMessage(new Error(''), t)).toBe('Something went wrong');
    expect(authErrorMessage({ message: 42 }, t)).toBe('Something went wrong');
  });
});
