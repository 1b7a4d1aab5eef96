import { describe, expect, it } from 'vitest';
import type { RequestRole } from './http/request-role.ts';
import { checkRowCount } from './request-size.ts';

const as = (role: string): RequestRole => ({ role, claims: '{}' });
const codeOf = (run: () => void) => {
  try {
    run();
    return 'passed';
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

describe('rows per POST', () => {
  it('caps anon at 1 and a user at 10 on a portal table, the service role not at all', () => {
    expect(codeOf(() => checkRowCount(as('anon'), 'creators', 1))).toBe('passed');
    expect(codeOf(() => checkRowCount(as('anon'), 'creators', 2))).toBe('PGRST413');
    expect(codeOf(() => checkRowCount(as('authenticated'), 'events', 10))).toBe('passed');
    expect(codeOf(() => checkRowCount(as('authenticated'), 'events', 11))).toBe('PGRST413');
    expect(codeOf(() => checkRowCount(as('service_role'), 'creators', 10_000))).toBe('passed');
  });

  it('scales with REST_RATE_LIMIT_MULTIPLIER', () => {
    expect(codeOf(() => checkRowCount(as('anon'), 'news', 50, 50))).toBe('passed');
    expect(codeOf(() => checkRowCount(as('anon'), 'news', 51, 50))).toBe('PGRST413');
    expect(codeOf(() => checkRowCount(as('authenticated'), 'news', 500, 50))).toBe('passed');
  });

  it('leaves a relation the portal does not declare to its grants and RLS', () => {
    expect(codeOf(() => checkRowCount(as('anon'), 'messages', 5))).toBe('passed');
    // Names from Object.prototype are not declarations.
    expect(codeOf(() => checkRowCount(as('anon'), 'constructor', 5))).toBe('passed');
  });
});
