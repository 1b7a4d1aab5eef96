import { describe, expect, it } from 'vitest';
import { readUrlFilters, withUrlFilters } from './url-filters.ts';

const spec = {
  q: { fallback: '' },
  city: { fallback: '' },
  category: { fallback: '', allowed: ['music', 'sports'] },
  tab: { fallback: 'upcoming', allowed: ['upcoming', 'past'] },
};

describe('URL filters', () => {
  it('reads each filter, with its fallback when missing', () => {
    expect(readUrlFilters(new URLSearchParams('city=toronto&tab=past&q=kolo'), spec)).toEqual({
      q: 'kolo',
      city: 'toronto',
      category: '',
      tab: 'past',
    });
    expect(readUrlFilters(new URLSearchParams(''), spec)).toEqual({
      q: '',
      city: '',
      category: '',
      tab: 'upcoming',
    });
  });

  it('reads a value outside the allowed list, or a blank one, as the fallback', () => {
    const filters = readUrlFilters(new URLSearchParams('category=politics&tab=&q='), spec);
    expect(filters.category).toBe('');
    expect(filters.tab).toBe('upcoming');
    expect(filters.q).toBe('');
  });

  it('writes changed filters and leaves out fallbacks and blanks', () => {
    const params = new URLSearchParams('city=toronto&tab=past');
    expect(withUrlFilters(params, spec, { category: 'music', tab: 'upcoming' }).toString()).toBe(
      'city=toronto&category=music',
    );
    expect(withUrlFilters(params, spec, { city: '' }).toString()).toBe('tab=past');
  });

  it('keeps parameters that are not filters, and does not change the given ones', () => {
    const params = new URLSearchParams('view=calendar&q=slava');
    const next = withUrlFilters(params, spec, { q: 'kolo' });
    expect(next.toString()).toBe('view=calendar&q=kolo');
    expect(params.toString()).toBe('view=calendar&q=slava');
  });

  it('round-trips: what it writes reads back as the same filters', () => {
    const chosen = {
      q: 'Коло & фолклор',
      city: 'kitchener-waterloo',
      category: 'sports',
      tab: 'past',
    };
    const params = withUrlFilters(new URLSearchParams(), spec, chosen);
    expect(readUrlFilters(new URLSearchParams(params.toString()), spec)).toEqual(chosen);
  });
});
