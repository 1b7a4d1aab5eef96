import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { Menu } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';

// The dialog code (focus trap, scroll lock) loads on the first open, not with every page.
const MobileNavigationSheet = lazy(async () => ({
  default: (await import('./mobile-navigation-sheet.tsx')).MobileNavigationSheet,
}));

/**
 * Narrow screens: a menu button opening the navigation and categories in a
 * sheet. It is a link to the header's navigation, so without JavaScript it
 * still shows the navigation (site-header.tsx, `target:block`).
 */
export function MobileNavigation() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <Button asChild variant="ghost" size="icon">
        <a
          ref={trigger}
          href="#site-navigation"
          aria-label={t('nav.openMenu')}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? 'mobile-navigation' : undefined}
          onClick={(event) => {
            event.preventDefault();
            setUsed(true);
            setOpen(true);
          }}
        >
          <Menu aria-hidden="true" className="size-6" />
        </a>
      </Button>
      {used && (
        <Suspense fallback={null}>
          <MobileNavigationSheet open={open} setOpen={setOpen} trigger={trigger} />
        </Suspense>
      )}
    </>
  );
}
