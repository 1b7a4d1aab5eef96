import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button, type ButtonProps } from '../ui/button.tsx';

interface InviteBandProps {
  /** A short heading over the text; without one the text stands alone, a little larger. */
  heading?: string;
  text: string;
  to: string;
  buttonLabel: string;
  /** An icon before the button's label (e.g. Plus, Upload). */
  icon?: LucideIcon;
  buttonVariant?: ButtonProps['variant'];
  /** Spacing from the content above (e.g. 'mt-14') on pages that are not a grid. */
  className?: string;
}

/**
 * A light blue band at the foot of a page inviting the reader to add
 * something (a business, a memorial, photos); the button links to where.
 */
export function InviteBand({
  heading,
  text,
  to,
  buttonLabel,
  icon: Icon,
  buttonVariant,
  className = '',
}: InviteBandProps) {
  return (
    <aside
      className={`${className} flex flex-col items-start gap-4 rounded-xl bg-serbian-blue-50 p-6 sm:flex-row sm:items-center sm:justify-between print:hidden`.trimStart()}
    >
      {heading ? (
        <div>
          <h2 className="text-lg font-semibold text-serbian-blue-900">{heading}</h2>
          <p className="mt-1 text-stone-700">{text}</p>
        </div>
      ) : (
        <p className="text-lg text-serbian-blue-900">{text}</p>
      )}
      <Button asChild variant={buttonVariant} className="shrink-0">
        <Link to={to}>
          {Icon && <Icon aria-hidden="true" className="size-4" />}
          {buttonLabel}
        </Link>
      </Button>
    </aside>
  );
}
