import { DataError } from './data-error.ts';
import type { TFunction } from './translator.ts';

/*
 * The texts are core messages (forms.callErrors): the report dialog on
 * organization, business and creator pages uses them as well as the forms.
 */

const translatedCodes = new Set([
  'creator_not_found',
  'contact_disabled',
  'over_request_rate_limit',
  'validation_failed',
  'network',
]);

/** What to tell the person about a failed call, translated by its code; unknown codes get the generic text. */
export function functionErrorText(t: TFunction, error: unknown): string {
  return error instanceof DataError && translatedCodes.has(error.code)
    ? t(`forms.callErrors.${error.code}` as never)
    : t('forms.callErrors.generic');
}
