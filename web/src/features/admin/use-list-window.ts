import { useState } from 'react';
import { searchFold } from '@domain/search-fold.ts';

/** Items a page of a queue list shows. */
export const queuePageSize = 20;

/**
 * Search and paging over a list already read whole (a queue tab's waiting
 * items): the items whose text holds every typed word, in either script and
 * without diacritics, and the current page of them. A new search starts at
 * the first page.
 */
export function useListWindow<Item>(items: readonly Item[], textOf: (item: Item) => string) {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(0);
  const words = searchFold(search).split(' ').filter(Boolean);
  const matching = words.length
    ? items.filter((item) => {
        const text = searchFold(textOf(item));
        return words.every((word) => text.includes(word));
      })
    : items;
  const pages = Math.max(1, Math.ceil(matching.length / queuePageSize));
  const current = Math.min(page, pages - 1);
  return {
    search,
    setSearch: (text: string) => {
      setSearchText(text);
      setPage(0);
    },
    page: current,
    pages,
    setPage,
    total: matching.length,
    visible: matching.slice(current * queuePageSize, (current + 1) * queuePageSize),
  };
}
