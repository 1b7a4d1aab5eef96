import { describe, expect, it } from 'vitest';
import { authClientNeededAtStart } from './stored-session.ts';

const at = (hash: string, search = '') => ({ hash, search });

describe('authClientNeededAtStart', () => {
  it('loads the auth client for a kept session', () => {
    expect(authClientNeededAtStart(at(''), true)).toBe(true);
  });

  it('loads it for tokens or an auth error arriving in the URL', () => {
    expect(authClientNeededAtStart(at('#access_token=x&type=recovery'), false)).toBe(true);
    expect(
      authClientNeededAtStart(at('#error=access_denied&error_description=expired'), false),
    ).toBe(true);
    expect(authClientNeededAtStart(at('', '?code=abc'), false)).toBe(true);
  });

  it('does not load it for an anonymous visitor on an ordinary page', () => {
    expect(authClientNeededAtStart(at(''), false)).toBe(false);
    expect(authClientNeededAtStart(at('#main-content', '?q=kolo&page=2'), false)).toBe(false);
  });
});
