import { describe, expect, it } from 'vitest';
import { parseQueryCached } from './parse-query-cache.ts';
import { parseQuery } from './parse-query.ts';

const parse = parseQueryCached;

describe('parsed query cache', () => {
  it('parses a query string once and gives every caller the same frozen result', () => {
    const search = '?select=id,organizations(name_en)&status=eq.published&limit=20';
    const first = parse(search);
    expect(parse(search)).toBe(first);
    expect(first).toMatchObject(parseQuery(new URLSearchParams(search)));
    expect(first.shapeKey).toBe(JSON.stringify(first.shape));
    expect(Object.isFrozen(first.shape.conditions[0])).toBe(true);
    expect(Object.isFrozen(first.values)).toBe(true);
  });

  it('keeps different query strings apart', () => {
    expect(parse('?id=eq.1').values).toEqual(['1']);
    expect(parse('?id=eq.2').values).toEqual(['2']);
  });

  it('throws for a query that does not parse, every time', () => {
    expect(() => parse('?select=id,(')).toThrow();
    expect(() => parse('?select=id,(')).toThrow();
  });
});
