import { useTranslation } from '@/lib/use-translation.ts';
import { Link, useNavigate } from 'react-router';
import type { User } from '@supabase/supabase-js';
import {
  History,
  LayoutDashboard,
  LogOut,
  MapPin,
  type LucideIcon,
  Newspaper,
  UserRound,
  UsersRound,
} from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { routes } from '@domain/routes.ts';
import { showAuthFailure } from '@/components/ui/auth-failure-toast.ts';
import { Button } from '@/components/ui/button.tsx';
import { useAuth } from '@/lib/auth-context.ts';
import { PRODUCT_TOAST_DURATION, showToast } from '@/components/ui/toast-store.ts';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-stone-800 outline-none ' +
  'data-[highlighted]:bg-serbian-blue-50 data-[highlighted]:text-serbian-blue-800';

/** One page of the menu, its icon before its name. */
function MenuLink({ to, icon: Icon, label }: { to: string; icon: LucideIcon; label: string }) {
  return (
    <DropdownMenu.Item asChild className={itemClass}>
      <Link to={to}>
        <Icon aria-hidden="true" className="size-4" />
        {label}
      </Link>
    </DropdownMenu.Item>
  );
}

/** SPEC §8: a failed sign-out keeps the session and says 'Sign out Failed'. */
async function signOut(): Promise<boolean> {
  const { supabase } = await import('@/lib/supabase-client.ts');
  const { error } = await supabase.auth.signOut();
  if (error) showAuthFailure('auth.toast.signOutFailed', error);
  return !error;
}

/** The signed-in account menu (Dashboard, Sign out); its own chunk, as only members need it. */
export function SignedInAccountMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { roles } = useAuth();
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
          <MenuLink to={routes.dashboard} icon={LayoutDashboard} label={t('auth.menu.dashboard')} />
          {roles.isEditor && (
            <MenuLink to={routes.adminActivity} icon={History} label={t('auth.menu.activity')} />
          )}
          {roles.isAdmin && (
            <>
              <MenuLink to={routes.adminUsers} icon={UsersRound} label={t('auth.menu.users')} />
              <MenuLink to={routes.adminCities} icon={MapPin} label={t('auth.menu.cities')} />
              <MenuLink
                to={routes.adminNewsletter}
                icon={Newspaper}
                label={t('auth.menu.newsletter')}
              />
            </>
          )}
          <DropdownMenu.Item className={itemClass} onSelect={() => void onSignOut()}>
            <LogOut aria-hidden="true" className="size-4" />
            {t('auth.menu.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
