import { DataError } from './data-error.ts';
import type { TFunction } from './translator.ts';

/*
 * Apart from invoke-function.ts because its texts are the creators namespace:
 * only the routes whose forms use it load that namespace (domain/route-namespaces.ts),
 * while invoke-function.ts is also used by the footer's newsletter form.
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
    ? t(`creators.errors.${error.code}` as never)
    : t('creators.errors.generic');
}
