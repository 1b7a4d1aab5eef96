import { authErrorCode, authErrorMessage } from '@/lib/auth-error-message.ts';
import type { TFunction } from '@/lib/translator.ts';

/** A failed two-step call as a message for people: the TOTP codes first, else the auth messages. */
export function twoFactorErrorMessage(error: unknown, t: TFunction): string {
  switch (authErrorCode(error)) {
    case 'mfa_verification_failed':
      return t('twoFactor.wrongCode');
    case 'mfa_challenge_expired':
    case 'mfa_challenge_not_found':
      return t('twoFactor.expired');
    case 'over_request_rate_limit':
      return t('twoFactor.tooManyTries');
    default:
      return authErrorMessage(error, t);
  }
}
