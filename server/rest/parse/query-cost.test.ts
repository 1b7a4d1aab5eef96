import { describe, expect, it } from 'vitest';
import { RestError } from '../http/rest-error.ts';
import { parseQuery } from './parse-query.ts';
import { queryCostLimits } from './query-cost.ts';

function outcome(query: string) {
  try {
    parseQuery(new URLSearchParams(query));
    return 'parsed';
  } catch (error) {
    if (error instanceof RestError) return { status: error.status, code: error.code };
    throw error;
  }
}

const terms = (count: number, make: (n: number) => string) =>
  Array.from({ length: count }, (_, n) => make(n + 1)).join(',');
const refused = { status: 400, code: 'PGRST190' };

describe('the filtering one request may ask for', () => {
  it('takes the caps and refuses one more filter with 400 PGRST190', () => {
    const filters = (count: number) =>
      Array.from({ length: count }, (_, n) => `c${n}=eq.${n}`).join('&');
    expect(outcome(filters(queryCostLimits.filters))).toBe('parsed');
    expect(outcome(filters(queryCostLimits.filters + 1))).toEqual(refused);
  });

  it('counts the terms of or/and lists, over the whole request', () => {
    const or = (count: number) => `or=(${terms(count, (n) => `title.eq.w${n}`)})`;
    expect(outcome(or(queryCostLimits.logicTerms))).toBe('parsed');
    expect(outcome(or(queryCostLimits.logicTerms + 1))).toEqual(refused);
    const half = Math.ceil((queryCostLimits.logicTerms + 1) / 2);
    expect(outcome(`${or(half)}&and=(${terms(half, (n) => `id.neq.${n}`)})`)).toEqual(refused);
    // Top-level filters and or/and terms together count as filters.
    const top = Array.from({ length: queryCostLimits.filters - 5 }, (_, n) => `c${n}=eq.1`);
    expect(outcome(`${top.join('&')}&${or(6)}`)).toEqual(refused);
  });

  it('counts pattern, regular-expression and full-text filters apart', () => {
    const patterns = (count: number) =>
      Array.from({ length: count }, (_, n) =>
        n % 3 === 0 ? `a${n}=ilike.*x*` : n % 3 === 1 ? `a${n}=imatch.x` : `a${n}=fts.x`,
      ).join('&');
    expect(outcome(patterns(queryCostLimits.scanningFilters))).toBe('parsed');
    expect(outcome(patterns(queryCostLimits.scanningFilters + 1))).toEqual(refused);
    expect(
      outcome(`or=(${terms(queryCostLimits.scanningFilters + 1, (n) => `t.like.*${n}*`)})`),
    ).toEqual(refused);
  });

  it('bounds how deep or/and nest', () => {
    // `or=(…)` is one level; each `and(a.eq.1,…)` inside it one more.
    const nested = (depth: number) =>
      `or=(${'and(a.eq.1,'.repeat(depth - 1)}b.eq.2${')'.repeat(depth - 1)})`;
    expect(outcome(nested(queryCostLimits.logicDepth))).toBe('parsed');
    expect(outcome(nested(queryCostLimits.logicDepth + 1))).toEqual(refused);
  });

  it('refuses the attack of issue 34: 600 full-text terms in one or=(…)', () => {
    expect(outcome(`select=id&or=(${terms(600, (n) => `content_en.fts.w${n}`)})`)).toEqual(refused);
  });
});
