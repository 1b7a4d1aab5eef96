import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';

interface SectionHeaderProps {
  id: string;
  title: string;
  /** Optional 'View all' link to the section's list page. */
  link?: { to: string; label: string };
}

/** A section's h2 with an optional link to the full list. */
export function SectionHeader({ id, title, link }: SectionHeaderProps) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <h2 id={id} className="text-2xl font-semibold tracking-tight text-serbian-blue-900">
        {title}
      </h2>
      {link && (
        <Link
          to={link.to}
          className="inline-flex items-center gap-1 font-medium text-serbian-blue-700 hover:underline"
        >
          {link.label}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      )}
    </div>
  );
}
