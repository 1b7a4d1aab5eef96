import { PRODUCT_TOAST_DURATION, showToast } from '@/components/ui/toast-store.ts';

/** The product toasts of the admin page (SPEC §8), 3 seconds each. */
export function toastSuccess(title: string, description?: string) {
  showToast({ title, description, duration: PRODUCT_TOAST_DURATION });
}

export function toastFailure(title: string, error: unknown) {
  showToast({
    title,
    description: error instanceof Error ? error.message : String(error),
    variant: 'destructive',
    duration: PRODUCT_TOAST_DURATION,
  });
}
