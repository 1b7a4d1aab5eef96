import type { RefObject } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { Link, NavLink } from 'react-router';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { routes } from '@domain/routes.ts';
import { Button } from '@/components/ui/button.tsx';
import { useAuth } from '@/lib/auth-context.ts';
import { megaMenuGroups } from './mega-menu-groups.ts';
import { visibleNavigation } from './navigation-items.ts';

const linkClass =
  'block rounded-md px-3 py-2 text-base text-stone-800 hover:bg-serbian-blue-50 ' +
  'aria-[current=page]:bg-serbian-blue-50 aria-[current=page]:font-semibold aria-[current=page]:text-serbian-blue-800';

interface MobileNavigationSheetProps {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The menu button, focused again when the sheet closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/** The sheet of the narrow-screen menu: navigation and categories in a modal dialog. */
export function MobileNavigationSheet({ open, setOpen, trigger }: MobileNavigationSheetProps) {
  const { t } = useTranslation();
  const { session } = useAuth();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-stone-900/40" />
        <Dialog.Content
          id="mobile-navigation"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col overflow-y-auto bg-white shadow-xl"
        >
          <div className="flex items-center justify-between border-b border-stone-200 px-4 py-3">
            <Dialog.Title className="text-lg font-semibold">{t('nav.menuTitle')}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t('nav.closeMenu')}>
                <X aria-hidden="true" className="size-6" />
              </Button>
            </Dialog.Close>
          </div>
          <nav aria-label={t('nav.label')} className="px-2 py-3">
            <ul>
              {visibleNavigation(session !== null).map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.to === routes.home}
                    className={linkClass}
                    onClick={() => setOpen(false)}
                  >
                    {t(item.labelKey)}
                  </NavLink>
                </li>
              ))}
            </ul>
            {megaMenuGroups.map((group) => (
              <section key={group.id} className="mt-4 border-t border-stone-200 pt-3">
                <h2 className="px-3 text-xs font-semibold tracking-wider text-heritage-red-700 uppercase">
                  {t(group.headingKey)}
                </h2>
                <ul className="mt-1">
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} className={linkClass} onClick={() => setOpen(false)}>
                        {t(link.labelKey)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
