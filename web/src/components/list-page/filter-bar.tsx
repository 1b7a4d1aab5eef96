import type { ReactNode } from 'react';

/**
 * The white panel that holds a list's search field and selects; `columns` is
 * the grid template on wide screens (e.g. 'sm:grid-cols-[1fr_14rem]').
 */
export function FilterBar({ columns, children }: { columns: string; children: ReactNode }) {
  return (
    <form
      role="search"
      onSubmit={(event) => event.preventDefault()}
      className={`grid gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm ${columns} items-end`}
    >
      {children}
    </form>
  );
}
