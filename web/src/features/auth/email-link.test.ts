import { describe, expect, it } from 'vitest';
import { readEmailLink } from './email-link.ts';

const origin = 'https://zajednica.example';
const read = (query: string) => readEmailLink(new URLSearchParams(query), origin);

describe('readEmailLink', () => {
  it('reads the token hash and type of each email kind', () => {
    for (const type of ['signup', 'recovery', 'email_change'] as const) {
      expect(read(`token_hash=abc123&type=${type}`)).toEqual({
        tokenHash: 'abc123',
        type,
        next: '/',
        choosePassword: false,
      });
    }
  });

  it('is null for an incomplete or unknown link', () => {
    expect(read('')).toBeNull();
    expect(read('type=signup')).toBeNull();
    expect(read('token_hash=abc')).toBeNull();
    expect(read('token_hash=%20&type=signup')).toBeNull();
    expect(read('token_hash=abc&type=magic')).toBeNull();
  });

  it('goes on to a redirect_to of this site only', () => {
    const here = encodeURIComponent(`${origin}/events/submit?draft=1`);
    expect(read(`token_hash=a&type=signup&redirect_to=${here}`)?.next).toBe(
      '/events/submit?draft=1',
    );
    const elsewhere = encodeURIComponent('https://evil.example/events');
    expect(read(`token_hash=a&type=signup&redirect_to=${elsewhere}`)?.next).toBe('/');
    expect(read('token_hash=a&type=signup&redirect_to=%2F%2Fevil.example')?.next).toBe('/');
    expect(read('token_hash=a&type=signup&redirect_to=http%3A%2F%2F%5B')?.next).toBe('/');
  });

  it('tells when the confirmation keeps no sign-up password', () => {
    expect(read('token_hash=a&type=signup&choose_password=1')?.choosePassword).toBe(true);
    expect(read('token_hash=a&type=signup&choose_password=yes')?.choosePassword).toBe(false);
  });
});
