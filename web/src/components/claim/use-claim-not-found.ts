import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PRODUCT_TOAST_DURATION, showToast } from '../ui/toast-store.ts';

interface ClaimNotFound {
  toastTitle: string;
  toastText: string;
  /** The list to go back to (the directory, the creators). */
  backTo: string;
  /** What is claimed, for the console ('business', 'creator'). */
  what: string;
}

/**
 * A claim page's answer to an item that does not exist: a toast, then back
 * to the list. Runs when the item's query finds nothing; the returned
 * function is for the claim function's own not-found answer.
 */
export function useClaimNotFound(
  item: UseQueryResult<object | null>,
  { toastTitle, toastText, backTo, what }: ClaimNotFound,
): () => void {
  const navigate = useNavigate();
  const notFound = () => {
    showToast({
      title: toastTitle,
      description: toastText,
      variant: 'destructive',
      duration: PRODUCT_TOAST_DURATION,
    });
    void navigate(backTo, { replace: true });
  };
  useEffect(() => {
    if (item.isSuccess && item.data === null) notFound();
    if (item.isError) console.error(`Could not load the ${what} to claim`, item.error);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [item.isSuccess, item.isError, item.data]);
  return notFound;
}
