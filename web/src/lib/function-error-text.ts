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

/**
 * What to tell the person about a failed call in a feature's own messages:
 * `{namespace}.errors.{code}` for the codes listed, else `{namespace}.errors.generic`.
 * The caller names the namespace, which its route loads (domain/route-namespaces.ts).
 */
export function featureErrorText(
  t: TFunction,
  error: unknown,
  namespace: 'newsletter' | 'contact',
  codes: readonly string[] = ['over_request_rate_limit', 'network'],
): string {
  return error instanceof DataError && codes.includes(error.code)
    ? t(`${namespace}.errors.${error.code}` as never)
    : t(`${namespace}.errors.generic`);
}
