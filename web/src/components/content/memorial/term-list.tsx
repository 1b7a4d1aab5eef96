import type { ReactNode } from 'react';

export interface Term {
  term: string;
  value: ReactNode;
}

/**
 * A memorial's terms and values (born, died, the service's date and place),
 * two columns on wide screens; long place names wrap anywhere.
 */
export function TermList({ terms, className }: { terms: Term[]; className: string }) {
  return (
    <dl className={className}>
      {terms.map((row) => (
        <div key={row.term} className="contents">
          <dt className="font-medium text-stone-900">{row.term}</dt>
          <dd className="[overflow-wrap:anywhere]">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
