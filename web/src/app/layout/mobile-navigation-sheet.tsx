import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { Link, NavLink } from 'react-router';
import { X } from 'lucide-react';
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
  trigger: RefObject<HTMLElement | null>;
}

/**
 * The sheet of the narrow-screen menu: navigation and categories in the
 * browser's own modal dialog. `showModal()` gives the focus trap, Escape,
 * the backdrop and an inert page behind it; index.css stops the page
 * scrolling while it is open.
 */
export function MobileNavigationSheet({ open, setOpen, trigger }: MobileNavigationSheetProps) {
  const { t } = useTranslation();
  const { session } = useAuth();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (open && !element?.open) element?.showModal();
    if (!open && element?.open) element.close();
  }, [open]);
  const close = () => setOpen(false);
  return (
    <dialog
      ref={dialog}
      id="mobile-navigation"
      aria-labelledby="mobile-navigation-title"
      // Closed by Escape or by `close()` above: the state follows, focus goes back to the button.
      onClose={() => {
        setOpen(false);
        trigger.current?.focus();
      }}
      // A click on the backdrop targets the dialog itself; its content fills the whole box.
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
      className="fixed inset-y-0 right-0 left-auto h-full max-h-none w-full max-w-sm overflow-y-auto bg-white text-stone-900 shadow-xl backdrop:bg-stone-900/40"
    >
      <div className="flex min-h-full flex-col">
        <div className="flex items-center justify-between border-b border-stone-200 px-4 py-3">
          <h2 id="mobile-navigation-title" className="text-lg font-semibold">
            {t('nav.menuTitle')}
          </h2>
          <Button variant="ghost" size="icon" aria-label={t('nav.closeMenu')} onClick={close}>
            <X aria-hidden="true" className="size-6" />
          </Button>
        </div>
        <nav aria-label={t('nav.label')} className="flex-1 px-2 py-3">
          <ul>
            {visibleNavigation(session !== null).map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === routes.home}
                  className={linkClass}
                  onClick={close}
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
                    <Link to={link.to} className={linkClass} onClick={close}>
                      {t(link.labelKey)}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
      </div>
    </dialog>
  );
}
