import { useTranslation } from '@/lib/use-translation.ts';
import { NavLink } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { NavigationMenu } from 'radix-ui';
import { routes } from '@domain/routes.ts';
import { useAuth } from '@/lib/auth-context.ts';
import { MegaMenuPanel } from './mega-menu-panel.tsx';
import { visibleNavigation } from './navigation-items.ts';

const itemClass =
  'inline-flex h-10 items-center gap-1 rounded-md px-2.5 text-sm font-medium text-stone-700 ' +
  'hover:bg-serbian-blue-50 hover:text-serbian-blue-800 ' +
  'aria-[current=page]:bg-serbian-blue-50 aria-[current=page]:text-serbian-blue-800';

/**
 * Wide screens: the top navigation and the "Explore" mega menu in one Radix
 * NavigationMenu (arrow keys move between items; Enter, Space or ArrowDown
 * opens the menu). Delays per SPEC §9: open 200 ms, skip 300 ms; the 150 ms
 * close delay is Radix's built-in.
 */
export function DesktopNavigation() {
  const { t } = useTranslation();
  const { session } = useAuth();
  return (
    <NavigationMenu.Root
      delayDuration={200}
      skipDelayDuration={300}
      aria-label={t('nav.label')}
      className="relative"
    >
      <NavigationMenu.List className="flex flex-wrap items-center gap-0.5">
        {visibleNavigation(session !== null).map((item) => (
          <NavigationMenu.Item key={item.to}>
            <NavigationMenu.Link asChild>
              <NavLink to={item.to} end={item.to === routes.home} className={itemClass}>
                {t(item.labelKey)}
              </NavLink>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
        <NavigationMenu.Item>
          <NavigationMenu.Trigger
            className={`group ${itemClass} data-[state=open]:bg-serbian-blue-50`}
          >
            {t('megaMenu.trigger')}
            <ChevronDown
              aria-hidden="true"
              className="size-4 transition-transform group-data-[state=open]:rotate-180"
            />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className="absolute inset-x-0 top-full z-40 mt-2 rounded-xl border border-stone-200 bg-white p-6 shadow-xl">
            <MegaMenuPanel />
          </NavigationMenu.Content>
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
