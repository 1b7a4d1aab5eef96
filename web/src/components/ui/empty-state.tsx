import type { ReactNode } from 'react';

/** The message of a data view with nothing to show (e.g. 'No results found'). */
export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-stone-300 bg-white/60 px-6 py-12 text-center">
      <p className="text-stone-600">{message}</p>
      {children && <div className="mt-4">{children}</div>}
    </div>
  );
}
