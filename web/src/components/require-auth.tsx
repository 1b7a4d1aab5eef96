import type { ReactNode } from 'react';
import { useTranslation } from '../lib/use-translation.ts';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../lib/auth-context.ts';
import { loginPathFor } from '../lib/safe-next-path.ts';

/**
 * Shows its children to a signed-in person only. Anyone else goes to /login,
 * which brings them back here (the `next` parameter) after signing in.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { ready, session } = useAuth();
  const location = useLocation();
  if (!ready) {
    return (
      <p role="status" className="mx-auto max-w-3xl px-4 py-16 text-center text-stone-600">
        {t('app.loading')}
      </p>
    );
  }
  if (!session) {
    const here = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={loginPathFor(here)} replace />;
  }
  return children;
}
