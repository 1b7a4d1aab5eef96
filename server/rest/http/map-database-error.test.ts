import { describe, expect, it } from 'vitest';
import { mapDatabaseError, statusForSqlState } from './map-database-error.ts';

/** PROTOCOL.md §3.8: the SQLSTATE → HTTP table, row by row. */
describe('statusForSqlState', () => {
  it.each([
    ['08006', 503],
    ['09000', 500],
    ['0L000', 403],
    ['0P000', 403],
    ['23503', 409],
    ['23505', 409],
    ['25006', 405],
    ['25001', 500],
    ['2D000', 500],
    ['38000', 500],
    ['39000', 500],
    ['3B000', 500],
    ['40001', 500],
    ['54000', 500],
    ['55000', 500],
    ['57014', 500],
    ['58000', 500],
    ['F0000', 500],
    ['HV000', 500],
    ['XX000', 500],
    ['42P17', 500],
    ['53400', 500],
    ['28000', 403],
    ['53300', 503],
    ['57P01', 503],
    ['P0001', 400],
    ['P0002', 500],
    ['42883', 404],
    ['42P01', 404],
    ['PT402', 402],
    ['23502', 400],
    ['23514', 400],
    ['22P02', 400],
    ['42703', 400],
    ['22001', 400],
  ])('%s → %i', (code, status) => {
    expect(statusForSqlState(code, 'message', 'authenticated')).toBe(status);
  });

  it('answers 42501 with 401 for anon and 403 for everyone else', () => {
    expect(statusForSqlState('42501', 'permission denied', 'anon')).toBe(401);
    expect(statusForSqlState('42501', 'permission denied', 'authenticated')).toBe(403);
    expect(statusForSqlState('42501', 'permission denied', 'service_role')).toBe(403);
  });

  it('reads 21000 and 22023 by their message', () => {
    expect(statusForSqlState('21000', 'UPDATE requires a WHERE clause', 'anon')).toBe(400);
    expect(statusForSqlState('21000', 'more than one row returned', 'anon')).toBe(500);
    expect(statusForSqlState('22023', 'role "x" does not exist', 'anon')).toBe(401);
    expect(statusForSqlState('22023', 'invalid parameter', 'anon')).toBe(400);
  });
});

describe('mapDatabaseError', () => {
  it('keeps code, message, detail and hint in the PostgREST body', () => {
    const error = mapDatabaseError(
      { code: '23505', message: 'duplicate key', detail: 'Key (slug)=(x) exists.', hint: '' },
      'authenticated',
    );
    expect({ status: error?.status, ...error?.body() }).toEqual({
      status: 409,
      code: '23505',
      message: 'duplicate key',
      details: 'Key (slug)=(x) exists.',
      hint: null,
    });
  });

  it('hides the text of a server fault, and adds WWW-Authenticate to a 401', () => {
    const fault = mapDatabaseError({ code: 'XX000', message: 'internal detail' }, 'anon');
    expect(fault?.body()).toEqual({
      code: 'XX000',
      message: 'Internal server error',
      details: null,
      hint: null,
    });
    const anon = mapDatabaseError({ code: '42501', message: 'denied' }, 'anon');
    expect(anon?.headers).toEqual({ 'WWW-Authenticate': 'Bearer' });
  });

  it('ignores what is not a database error', () => {
    expect(mapDatabaseError(new Error('boom'), 'anon')).toBeUndefined();
  });
});
