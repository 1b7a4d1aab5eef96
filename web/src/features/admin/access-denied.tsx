import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { routes } from '@domain/routes.ts';
import { Button } from '@/components/ui/button.tsx';

interface AccessDeniedProps {
  title: string;
  text: string;
  backHomeLabel: string;
  /** The page's head, when it has one. */
  children?: ReactNode;
}

/** What a signed-in person without the staff role sees instead of a staff page. */
export function AccessDenied({ title, text, backHomeLabel, children }: AccessDeniedProps) {
  return (
    <div className="mx-auto grid max-w-xl justify-items-center gap-4 px-4 py-16 text-center">
      {children}
      <h1 className="text-3xl font-bold text-serbian-blue-900">{title}</h1>
      <p className="text-stone-700">{text}</p>
      <Button asChild>
        <Link to={routes.home}>{backHomeLabel}</Link>
      </Button>
    </div>
  );
}
