import type { TFunction } from '@/lib/translator.ts';

/**
 * The status screen readers hear once a directory page settles: how many
 * creators match the filters (all pages), or SPEC's 'No results found' when
 * the page shows none, as the page itself does. Empty while results load.
 */
export function creatorsStatusText(
  t: TFunction,
  settled: { rows: readonly unknown[]; count: number } | undefined,
): string {
  if (settled === undefined) return '';
  if (settled.rows.length === 0) return t('creators.noResults');
  return t('creators.resultCount', { count: settled.count });
}
