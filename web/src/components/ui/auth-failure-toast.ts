import { PRODUCT_TOAST_DURATION, showToast } from './toast-store.ts';
import { authErrorMessage } from '@/lib/auth-error-message.ts';
import { i18n } from '@/lib/i18n.ts';

type FailureTitle =
  'auth.toast.signUpFailed' | 'auth.toast.signInFailed' | 'auth.toast.signOutFailed';

/** SPEC §8: 'Sign up Failed' / 'Sign in Failed' / 'Sign out Failed' with the error's message. */
export function showAuthFailure(title: FailureTitle, error: unknown): string {
  return showToast({
    variant: 'destructive',
    title: i18n.t(title),
    description: authErrorMessage(error, i18n.t),
    duration: PRODUCT_TOAST_DURATION,
  });
}
