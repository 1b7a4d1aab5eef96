import { describe, expect, it } from 'vitest';
import { RestError } from '../http/rest-error.ts';
import { parseQuery } from './parse-query.ts';

const parse = (query: string) => parseQuery(new URLSearchParams(query));

function parseFailure(query: string) {
  try {
    parse(query);
  } catch (error) {
    if (error instanceof RestError) return { status: error.status, ...error.body() };
    throw error;
  }
  throw new Error(`parsed: ${query}`);
}

describe('parseQuery errors', () => {
  it('refuses an embedded column inside a top-level or=(…), as PostgREST (use embed.col=… and embed.not.is.null)', () => {
    expect(parseFailure('or=(organizations.name_en.eq.A,id.eq.1)')).toMatchInlineSnapshot(`
      {
        "code": "PGRST100",
        "details": "unexpected "n" expecting "not" or operator (eq, gt, ...)",
        "hint": null,
        "message": ""failed to parse logic tree ((organizations.name_en.eq.A,id.eq.1))" (line 1, column 16)",
        "status": 400,
      }
    `);
  });

  it.each([
    [
      'id=noop.1',
      'unexpected "n" expecting "not" or operator (eq, gt, ...)',
      '"failed to parse filter (noop.1)" (line 1, column 1)',
    ],
    [
      'select=id,rel(name',
      'unexpected end of input expecting ")" or ","',
      '"failed to parse select (id,rel(name)" (line 1, column 12)',
    ],
    [
      'or=(a.eq.1',
      'unexpected end of input expecting "," or ")"',
      '"failed to parse logic tree ((a.eq.1)" (line 1, column 8)',
    ],
    [
      'limit=ten',
      'unexpected "t" expecting a non-negative integer',
      '"failed to parse limit (ten)" (line 1, column 1)',
    ],
    [
      'a=is.maybe',
      'unexpected end of input expecting null, not_null, true, false or unknown',
      '"failed to parse filter (is.maybe)" (line 1, column 9)',
    ],
    [
      'order=a.sideways',
      'unexpected "." expecting "," or end of input',
      '"failed to parse order (a.sideways)" (line 1, column 2)',
    ],
    [
      'select=a;drop table x',
      'unexpected ";" expecting "," or end of input',
      '"failed to parse select (a;drop table x)" (line 1, column 2)',
    ],
    [
      'select=a::int);--',
      'unexpected ")" expecting "," or end of input',
      '"failed to parse select (a::int);--)" (line 1, column 7)',
    ],
  ])(
    'answers %s with 400 PGRST100, the position and what was expected',
    (query, details, message) => {
      expect(parseFailure(query)).toEqual({
        code: 'PGRST100',
        details,
        hint: null,
        message,
        status: 400,
      });
    },
  );

  it('refuses names that cannot be identifiers', () => {
    expect(parseFailure('select=x:"a\u0000b"').code).toBe('PGRST100');
    expect(parseFailure(`select=${'a'.repeat(64)}`).code).toBe('PGRST100');
  });

  it('bounds how deep embeds and logic trees nest', () => {
    const deep = `select=${'a('.repeat(40)}b${')'.repeat(40)}`;
    expect(parseFailure(deep).code).toBe('PGRST100');
    const logic = `or=(${'or('.repeat(40)}a.eq.1${')'.repeat(41)}`;
    expect(parseFailure(logic).code).toBe('PGRST100');
  });
});
