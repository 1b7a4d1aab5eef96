import type { TFunction } from '../../lib/translator.ts';
import {
  type AuthValidationMessage,
  authValidationMessages,
} from '../../../../domain/auth-validation-messages.ts';

function isValidationKey(message: string): message is AuthValidationMessage {
  return (authValidationMessages as readonly string[]).includes(message);
}

/**
 * A form field's error for display: the schemas' messages are i18n keys and
 * are translated here; messages set from a server answer are already text.
 */
export function fieldError(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  return isValidationKey(message) ? t(message) : message;
}
