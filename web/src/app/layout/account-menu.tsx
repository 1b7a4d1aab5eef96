import { lazy, Suspense } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { Link, useLocation } from 'react-router';
import { LogIn } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { useAuth } from '@/lib/auth-context.ts';
import { loginPathFor } from '@/lib/safe-next-path.ts';

// The dropdown menu code (positioning, roving focus) is only for members, so it loads after sign-in.
const SignedInAccountMenu = lazy(async () => ({
  default: (await import('./signed-in-account-menu.tsx')).SignedInAccountMenu,
}));

/** Header account area: a Sign in link when signed out; a menu (Dashboard, Sign out) when signed in. */
export function AccountMenu() {
  const { t } = useTranslation();
  const { ready, user } = useAuth();
  const location = useLocation();

  if (!ready) return <span aria-hidden="true" className="block h-9 w-16" />;
  if (!user) {
    return (
      <Button asChild variant="secondary" size="sm" className="px-2.5 sm:px-3">
        <Link to={loginPathFor(`${location.pathname}${location.search}`)}>
          <LogIn aria-hidden="true" className="hidden size-4 sm:block" />
          {t('auth.menu.signIn')}
        </Link>
      </Button>
    );
  }
  return (
    <Suspense fallback={<span aria-hidden="true" className="block size-10" />}>
      <SignedInAccountMenu user={user} />
    </Suspense>
  );
}
