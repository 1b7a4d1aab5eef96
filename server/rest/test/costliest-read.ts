import { queryCostLimits } from '../parse/query-cost.ts';

const terms = (count: number, make: (n: number) => string) =>
  Array.from({ length: count }, (_, n) => make(n + 1)).join(',');

/**
 * The costliest read of `news` the caps allow (query-cost.ts): every
 * pattern filter a request may have, on the longest text a pattern may read
 * (search_text: the title and excerpts), and every other term and filter.
 * The security suite and the contention bench repeat it.
 */
export function costliestNewsRead(): string {
  const { filters, logicTerms, scanningFilters } = queryCostLimits;
  const or = [
    terms(scanningFilters, (n) => `search_text.ilike.*w${n}x*`),
    terms(logicTerms - scanningFilters, (n) => `title_en.neq.t${n}`),
  ].join(',');
  const more = Array.from({ length: filters - logicTerms }, (_, n) => `excerpt_en=neq.q${n}`);
  return `news?select=id&or=(${or})&${more.join('&')}`;
}

/** The read of issue 34: 600 full-text terms over the article text. */
export const originalAttackRead = () =>
  `news?select=id&or=(${terms(600, (n) => `content_en.fts.w${n}`)})`;
