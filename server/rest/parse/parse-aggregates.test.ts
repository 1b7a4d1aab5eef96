import { describe, expect, it } from 'vitest';
import { parseQuery } from './parse-query.ts';

const parse = (query: string) => parseQuery(new URLSearchParams(query));

describe('aggregates in select', () => {
  it('parses aggregates: count() alone, col.fn() with input and output casts, aliases', () => {
    expect(parse('select=n:count(),amount::numeric.sum()::int,id.max(),count').shape.select)
      .toMatchInlineSnapshot(`
        [
          {
            "alias": "n",
            "type": "count",
          },
          {
            "aggregate": {
              "cast": "int",
              "fn": "sum",
            },
            "cast": "numeric",
            "field": {
              "jsonPath": [],
              "name": "amount",
            },
            "type": "column",
          },
          {
            "aggregate": {
              "fn": "max",
            },
            "field": {
              "jsonPath": [],
              "name": "id",
            },
            "type": "column",
          },
          {
            "field": {
              "jsonPath": [],
              "name": "count",
            },
            "type": "column",
          },
        ]
      `);
    expect(() => parse('select=id.median()')).toThrow(/failed to parse select/);
  });
});
