import { lazy, type ReactNode, Suspense, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { showToast } from '../components/ui/toast-store.ts';
import { AuthProvider } from '../lib/auth-provider.tsx';
import { i18n } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';

// Radix Toast is its own chunk: it starts loading with the first render but
// is not needed for it (no toast is shown before the page is up).
const Toaster = lazy(async () => ({
  default: (await import('../components/ui/toaster.tsx')).Toaster,
}));

function toastQueryError(error: Error) {
  showToast({
    variant: 'destructive',
    title: i18n.t('toast.loadFailedTitle'),
    description: error.message,
  });
}

/** App-wide context: translations, server state, the auth session and the toaster. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient(toastQueryError));
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        {children}
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </AuthProvider>
    </QueryClientProvider>
  );
}
