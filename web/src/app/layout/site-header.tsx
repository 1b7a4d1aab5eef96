import { ReviewQueueBadge } from '@/components/review-queue-badge.tsx';
import { AccountMenu } from './account-menu.tsx';
import { BrandLink } from './brand-link.tsx';
import { DesktopNavigation } from './desktop-navigation.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { MobileNavigation } from './mobile-navigation.tsx';

/** Header: a tricolour strip, brand, language switcher, account (sign in or menu); navigation inline on wide screens, in a menu below. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div aria-hidden="true" className="flex h-1">
        <span className="flex-1 bg-heritage-red-600" />
        <span className="flex-1 bg-serbian-blue-700" />
        <span className="flex-1 bg-stone-200" />
      </div>
      <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-3 sm:gap-3">
        <BrandLink />
        <div className="ml-auto flex shrink-0 items-center gap-1 sm:gap-2">
          <LanguageSwitcher />
          <ReviewQueueBadge />
          <AccountMenu />
          <div className="xl:hidden">
            <MobileNavigation />
          </div>
        </div>
      </div>
      {/* The phone menu's link shows it without JavaScript (#site-navigation as the :target). */}
      <div
        id="site-navigation"
        className="mx-auto hidden max-w-7xl px-4 pb-2 target:block xl:block"
      >
        <DesktopNavigation />
      </div>
    </header>
  );
}
