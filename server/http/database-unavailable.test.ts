import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.ts';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('recognises a refused or lost connection and a database shutting down', () => {
    expect(isDatabaseUnavailable(withCode('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode('ECONNREFUSED')]))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('57P01', 'terminating connection'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('57P03', 'the database system is starting up'))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(withCode('08006'))).toBe(true);
  });

  it('recognises a dropped database and a refused login', () => {
    expect(isDatabaseUnavailable(withCode('3D000', 'database "zajednica" does not exist'))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(withCode('28P01', 'password authentication failed'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('28000', 'no pg_hba.conf entry'))).toBe(true);
  });

  it('leaves request errors and other faults alone', () => {
    expect(isDatabaseUnavailable(withCode('23505', 'duplicate key'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('42501', 'permission denied'))).toBe(false);
    expect(isDatabaseUnavailable(withCode('57014', 'canceling statement'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
