import { type FunctionErrorCode, isKnownCode } from '@domain/error-codes.ts';
import type { Messages } from '../i18n/all-messages.ts';
import { DataError } from './data-error.ts';
import type { TFunction } from './translator.ts';

/*
 * The texts are core messages (forms.callErrors): the report dialog on
 * organization, business and creator pages uses them as well as the forms.
 */

/** A function's code (domain/error-codes.ts), or `network`, with a text of its own. */
type CallErrorCode = Extract<keyof Messages['forms']['callErrors'], FunctionErrorCode | 'network'>;

const callErrorCodes = [
  'creator_not_found',
  'organization_not_found',
  'business_not_found',
  'contact_disabled',
  'over_request_rate_limit',
  'validation_failed',
  'network',
] as const satisfies readonly CallErrorCode[];

/** What to tell the person about a failed call, translated by its code; unknown codes get the generic text. */
export function functionErrorText(t: TFunction, error: unknown): string {
  return error instanceof DataError && isKnownCode(callErrorCodes, error.code)
    ? t(`forms.callErrors.${error.code}`)
    : t('forms.callErrors.generic');
}

/** The codes the newsletter's and the contact form's own messages explain. */
const featureErrorCodes = ['over_request_rate_limit', 'network'] as const;

/**
 * Which of a feature's own error texts tells the person about a failed call:
 * `errors.<code>` for the codes above, else `errors.generic`. The caller reads
 * it in its namespace (`t(`contact.errors.${code}`)`), which its route loads.
 */
export function featureErrorCode(error: unknown): (typeof featureErrorCodes)[number] | 'generic' {
  return error instanceof DataError && isKnownCode(featureErrorCodes, error.code)
    ? error.code
    : 'generic';
}
