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
  it('caps anon at 1 and a user at 10, the service role not at all', () => {
    expect(codeOf(() => checkRowCount(as('anon'), 1))).toBe('passed');
    expect(codeOf(() => checkRowCount(as('anon'), 2))).toBe('PGRST413');
    expect(codeOf(() => checkRowCount(as('authenticated'), 10))).toBe('passed');
    expect(codeOf(() => checkRowCount(as('authenticated'), 11))).toBe('PGRST413');
    expect(codeOf(() => checkRowCount(as('service_role'), 10_000))).toBe('passed');
  });

  it('scales with REST_RATE_LIMIT_MULTIPLIER', () => {
    expect(codeOf(() => checkRowCount(as('anon'), 50, 50))).toBe('passed');
    expect(codeOf(() => checkRowCount(as('anon'), 51, 50))).toBe('PGRST413');
    expect(codeOf(() => checkRowCount(as('authenticated'), 500, 50))).toBe('passed');
  });
});
