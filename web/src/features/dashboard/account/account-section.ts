import { PRODUCT_TOAST_DURATION, showToast } from '@/components/ui/toast-store.ts';
import { useTranslation } from '@/lib/use-translation.ts';

/** The layout of each section of the account settings. */
export const accountSectionClass = 'grid w-full max-w-md justify-items-start gap-3';

/** The toasts of the account settings: saved, or failed with why. */
export function useAccountNotice() {
  const { t } = useTranslation();
  return {
    saved: (title: string) => showToast({ title, duration: PRODUCT_TOAST_DURATION }),
    failed: (description: string) =>
      showToast({
        title: t('submissions.dashboard.account.failed'),
        description,
        variant: 'destructive',
        duration: PRODUCT_TOAST_DURATION,
      }),
  };
}
