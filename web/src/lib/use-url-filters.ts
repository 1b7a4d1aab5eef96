import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { readUrlFilters, type UrlFilterSpec, withUrlFilters } from './url-filters.ts';

/**
 * A list page's filters, read from and written to the URL (url-filters.ts).
 * A change replaces the current history entry, so typing in a search box
 * does not fill the back button; leaving the page and coming back restores
 * the list as it was.
 */
export function useUrlFilters<Spec extends UrlFilterSpec<string>>(spec: Spec) {
  const [params, setParams] = useSearchParams();
  const filters = readUrlFilters(params, spec);
  const setFilters = useCallback(
    (changes: Partial<Record<keyof Spec & string, string>>) =>
      setParams((current) => withUrlFilters(current, spec, changes), { replace: true }),
    [setParams, spec],
  );
  return [filters, setFilters] as const;
}
