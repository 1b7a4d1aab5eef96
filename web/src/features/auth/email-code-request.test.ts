import { describe, expect, it } from 'vitest';
import { isRetryable } from './email-code-request.tsx';

describe('isRetryable: which answers to "mail me a code" are said and retried', () => {
  it.each([
    ['a network failure', { name: 'AuthRetryableFetchError', message: 'Failed to fetch' }],
    ['the per-IP limit', { name: 'AuthApiError', code: 'over_request_rate_limit' }],
    // The per-address limit counts every request, account or not: saying so reveals nothing.
    ['the per-address mail limit', { name: 'AuthApiError', code: 'over_email_send_rate_limit' }],
  ])('%s is shown, so the person knows nothing was sent', (_, error) => {
    expect(isRetryable(error)).toBe(true);
  });

  it.each([
    ['no error', null],
    ['a refused address', { name: 'AuthApiError', code: 'validation_failed' }],
    ['an unknown failure', { name: 'Error', message: 'boom' }],
  ])('%s gets the same "if an account exists" answer', (_, error) => {
    expect(isRetryable(error)).toBe(false);
  });
});
