import { describe, expect, it } from 'vitest';
import { pageCount, paginationWindow } from './pagination-window.ts';

describe('paginationWindow', () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(paginationWindow(1, 0)).toEqual([]);
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows a window of 5 with first, last and ellipses', () => {
    expect(paginationWindow(1, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 10]);
    expect(paginationWindow(5, 10)).toEqual([
      1,
      'ellipsis-start',
      3,
      4,
      5,
      6,
      7,
      'ellipsis-end',
      10,
    ]);
    expect(paginationWindow(10, 10)).toEqual([1, 'ellipsis-start', 6, 7, 8, 9, 10]);
    expect(paginationWindow(4, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(paginationWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 7]);
  });

  it('keeps an out-of-range page inside the list', () => {
    expect(paginationWindow(99, 8)).toEqual([1, 'ellipsis-start', 4, 5, 6, 7, 8]);
  });

  it('counts pages of 12', () => {
    expect(pageCount(0, 12)).toBe(0);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
  });
});
