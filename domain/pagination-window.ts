/**
 * The page buttons of a paginated list (SPEC §9): every page when there are
 * 5 or fewer; otherwise a window of 5 pages around the current one, with the
 * first and last page and an ellipsis for each gap.
 */

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

export const paginationWindowSize = 5;

export function paginationWindow(current: number, totalPages: number): PageItem[] {
  if (totalPages <= 0) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  if (totalPages <= paginationWindowSize)
    return Array.from({ length: totalPages }, (_, index) => index + 1);
  const half = Math.floor(paginationWindowSize / 2);
  const start = Math.min(Math.max(1, page - half), totalPages - paginationWindowSize + 1);
  const end = start + paginationWindowSize - 1;
  const items: PageItem[] = [];
  if (start > 1) items.push(1);
  if (start > 2) items.push('ellipsis-start');
  for (let number = start; number <= end; number += 1) items.push(number);
  if (end < totalPages - 1) items.push('ellipsis-end');
  if (end < totalPages) items.push(totalPages);
  return items;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(0, Math.ceil(total / pageSize));
}
