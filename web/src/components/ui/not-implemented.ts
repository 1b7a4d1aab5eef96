import { i18n } from '@/lib/i18n.ts';
import { PRODUCT_TOAST_DURATION, showToast } from './toast-store.ts';

/** The SPEC's unfinished buttons: a translated 'feature not implemented' toast for 3 seconds. */
export function notImplemented(): string {
  return showToast({
    title: i18n.t('toast.notImplementedTitle'),
    description: i18n.t('toast.notImplementedDescription'),
    duration: PRODUCT_TOAST_DURATION,
  });
}
