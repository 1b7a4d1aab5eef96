import { useEffect } from 'react';
import { showToast } from '../components/ui/toast-store.ts';

/**
 * SPEC §8 list errors: when a read fails, log it and show one destructive
 * toast with a translated title and message ('Could not fetch events.').
 * Use with a query that opts out of the shared toast (`meta: { errorToast: false }`).
 */
export function useFetchErrorToast(error: Error | null, title: string, message: string) {
  useEffect(() => {
    if (!error) return;
    console.error(message, error);
    showToast({ variant: 'destructive', title, description: message });
  }, [error, title, message]);
}
