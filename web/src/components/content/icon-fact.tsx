import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface IconFactProps {
  icon: LucideIcon;
  term: string;
  children: ReactNode;
}

/**
 * One term of a detail page's fact list (when, venue, address, phone …):
 * the icon and term above, the value indented under them. Long values
 * (addresses, web addresses) wrap anywhere rather than overflow.
 */
export function IconFact({ icon: Icon, term, children }: IconFactProps) {
  return (
    <div className="grid min-w-0 gap-1">
      <dt className="flex items-center gap-2 text-sm font-medium text-stone-600">
        <span className="text-serbian-blue-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {term}
      </dt>
      <dd className="pl-7 [overflow-wrap:anywhere] text-stone-900">{children}</dd>
    </div>
  );
}
