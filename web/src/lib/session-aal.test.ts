import { describe, expect, it } from 'vitest';
import { sessionAal } from './session-aal.ts';

const token = (claims: object) =>
  `header.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`;

describe('sessionAal', () => {
  it("reads the access token's aal claim", () => {
    expect(sessionAal(token({ aal: 'aal2', sub: 'ü-user' }))).toBe('aal2');
    expect(sessionAal(token({ aal: 'aal1' }))).toBe('aal1');
  });

  it('answers undefined without a token, a claim or a readable payload', () => {
    expect(sessionAal(undefined)).toBeUndefined();
    expect(sessionAal(token({ sub: 'x' }))).toBeUndefined();
    expect(sessionAal('not-a-jwt')).toBeUndefined();
    expect(sessionAal('a.%%%.c')).toBeUndefined();
  });
});
