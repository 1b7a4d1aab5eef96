import { type ReactNode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '../components/ui/toaster.tsx';
import { showToast } from '../components/ui/toast-store.ts';
import { AuthProvider } from '../lib/auth-provider.tsx';
import { i18n } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/query-client.ts';

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
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          {children}
          <Toaster />
        </AuthProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
