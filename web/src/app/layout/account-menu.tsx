import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { LayoutDashboard, LogIn, LogOut, UserRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { routes } from '../../../../domain/routes.ts';
import { showAuthFailure } from '../../components/ui/auth-failure-toast.ts';
import { Button } from '../../components/ui/button.tsx';
import { PRODUCT_TOAST_DURATION, showToast } from '../../components/ui/toast-store.ts';
import { useAuth } from '../../lib/auth-context.ts';
import { loginPathFor } from '../../lib/safe-next-path.ts';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-stone-800 outline-none ' +
  'data-[highlighted]:bg-serbian-blue-50 data-[highlighted]:text-serbian-blue-800';

/** SPEC §8: a failed sign-out keeps the session and says 'Sign out Failed'. */
async function signOut(): Promise<boolean> {
  const { supabase } = await import('../../lib/supabase-client.ts');
  const { error } = await supabase.auth.signOut();
  if (error) showAuthFailure('auth.toast.signOutFailed', error);
  return !error;
}

/** Header account area: a Sign in link when signed out; a menu (Dashboard, Sign out) when signed in. */
export function AccountMenu() {
  const { t } = useTranslation();
  const { ready, user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();

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

  const onSignOut = async () => {
    if (!(await signOut())) return;
    showToast({ title: t('auth.toast.signedOutTitle'), duration: PRODUCT_TOAST_DURATION });
    await navigate(routes.home);
  };
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('auth.menu.account')}>
          <UserRound aria-hidden="true" className="size-6" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 max-w-[calc(100vw-1rem)] rounded-lg border border-stone-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="truncate px-3 py-2 text-xs text-stone-600">
            {t('auth.menu.signedInAs', { email: user.email ?? '' })}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={routes.dashboard}>
              <LayoutDashboard aria-hidden="true" className="size-4" />
              {t('auth.menu.dashboard')}
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => void onSignOut()}>
            <LogOut aria-hidden="true" className="size-4" />
            {t('auth.menu.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
