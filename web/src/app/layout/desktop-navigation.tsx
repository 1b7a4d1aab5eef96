import { useRef } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { NavLink } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { routes } from '@domain/routes.ts';
import { useAuth } from '@/lib/auth-context.ts';
import { MegaMenuPanel } from './mega-menu-panel.tsx';
import { visibleNavigation } from './navigation-items.ts';
import { useMegaMenu } from './use-mega-menu.ts';

const itemClass =
  'inline-flex h-10 items-center gap-1 rounded-md px-2.5 text-sm font-medium text-stone-700 ' +
  'hover:bg-serbian-blue-50 hover:text-serbian-blue-800 ' +
  'aria-[current=page]:bg-serbian-blue-50 aria-[current=page]:text-serbian-blue-800';

const panelId = 'mega-menu';

/**
 * Wide screens: the top navigation as plain links, and the "Explore" mega
 * menu as a disclosure (a button with aria-expanded showing a panel of
 * links). Tab goes through the links in document order, the panel's right
 * after its button. The panel is in the HTML but hidden while closed, so
 * aria-controls always names an element.
 */
export function DesktopNavigation() {
  const { t } = useTranslation();
  const { session } = useAuth();
  const item = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useMegaMenu(item, button);
  return (
    <nav aria-label={t('nav.label')} className="relative">
      <ul className="flex flex-wrap items-center gap-0.5">
        {visibleNavigation(session !== null).map((entry) => (
          <li key={entry.to}>
            <NavLink to={entry.to} end={entry.to === routes.home} className={itemClass}>
              {t(entry.labelKey)}
            </NavLink>
          </li>
        ))}
        <li ref={item} {...menu.itemProps}>
          <button
            ref={button}
            type="button"
            aria-expanded={menu.open}
            aria-controls={panelId}
            onClick={menu.toggle}
            className={`group ${itemClass} cursor-pointer aria-expanded:bg-serbian-blue-50`}
          >
            {t('megaMenu.trigger')}
            <ChevronDown
              aria-hidden="true"
              className="size-4 transition-transform group-aria-expanded:rotate-180"
            />
          </button>
          <div
            id={panelId}
            hidden={!menu.open}
            className="absolute inset-x-0 top-full z-40 mt-2 rounded-xl border border-stone-200 bg-white p-6 shadow-xl"
          >
            <MegaMenuPanel onChoose={menu.close} />
          </div>
        </li>
      </ul>
    </nav>
  );
}
