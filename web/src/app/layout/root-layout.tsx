import { Suspense } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { Outlet, useLocation } from 'react-router';
import { PageErrorBoundary } from '../page-error-boundary.tsx';
import { useScrollRestoration } from '../use-scroll-restoration.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

function PageLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="mx-auto max-w-3xl px-4 py-16 text-center text-stone-600">
      {t('app.loading')}
    </p>
  );
}

/**
 * The frame of every page: skip link, header, the route's page (loaded
 * lazily), footer. The main area is at least a screen tall, so the footer
 * starts below the fold and does not jump down (layout shift) when the
 * page's content arrives.
 */
export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useScrollRestoration();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 text-serbian-blue-800 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        {t('app.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className="min-h-dvh flex-1 outline-none">
        <PageErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
