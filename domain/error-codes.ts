/**
 * The error codes the server answers and pages act on, one catalogue for
 * both sides (issue 36). Pages translate by code, never by the message,
 * which is the server's English for the log: a code a page may show has a
 * text in the messages, and anything else gets the generic one.
 */

/**
 * GoTrue's codes that /auth/v1 answers (server/auth/errors.ts; the meaning
 * of each in PROTOCOL.md §2 and GoTrue's documentation).
 */
export const authErrorCodes = [
  'anonymous_provider_disabled',
  'bad_code_verifier',
  'bad_json',
  'bad_jwt',
  'conflict',
  'email_exists',
  'email_not_confirmed',
  'flow_state_expired',
  'flow_state_not_found',
  'insufficient_aal',
  'invalid_credentials',
  'mfa_challenge_expired',
  'mfa_challenge_not_found',
  'mfa_factor_name_conflict',
  'mfa_factor_not_found',
  'mfa_phone_enroll_not_enabled',
  'mfa_verification_failed',
  'mfa_webauthn_enroll_not_enabled',
  'no_authorization',
  'not_admin',
  'not_found',
  'otp_expired',
  'over_email_send_rate_limit',
  'over_request_rate_limit',
  'phone_provider_disabled',
  'provider_disabled',
  'reauthentication_needed',
  'reauthentication_not_valid',
  'refresh_token_already_used',
  'refresh_token_not_found',
  'request_entity_too_large',
  'same_password',
  'session_not_found',
  'too_many_enrolled_mfa_factors',
  'unexpected_failure',
  'user_already_exists',
  'user_banned',
  'user_not_found',
  'validation_failed',
  'weak_password',
] as const;

export type AuthErrorCode = (typeof authErrorCodes)[number];

/** The codes /functions/v1 answers (server/functions, FunctionError). */
export const functionErrorCodes = [
  'already_sent',
  'bad_json',
  'business_not_found',
  'contact_disabled',
  'creator_not_found',
  'invalid_jwt',
  'link_invalid',
  'memorial_not_found',
  'not_admin',
  'not_claimable',
  'not_signed_in',
  'organization_not_found',
  'over_request_rate_limit',
  'payload_too_large',
  'validation_failed',
] as const;

export type FunctionErrorCode = (typeof functionErrorCodes)[number];

/**
 * The REST codes pages act on: PostgreSQL's SQLSTATEs as PostgREST passes
 * them on, and the portal's own `PT` codes (an HTTP status raised from SQL,
 * docs/protocol.md §3).
 */
export const restErrorCodes = {
  /** A unique key already held: with a client-made id, the same row sent twice. */
  uniqueViolation: '23505',
  /** A CHECK constraint refused the value (e.g. a `{table}_{column}_max_length`). */
  checkViolation: '23514',
  /** Row-level security or a grant refused the write. */
  insufficientPrivilege: '42501',
  /**
   * A conflict with what is stored: someone else decided or saved first
   * (decision 026, the answer names who and when), or the change would leave
   * the portal without an admin.
   */
  conflict: 'PT409',
  /** The request breaks a rule the function checks (e.g. the last admin). */
  unprocessable: 'PT422',
  /** Too many requests of this kind from this account or network. */
  tooManyRequests: 'PT429',
} as const;

export type RestErrorCode = (typeof restErrorCodes)[keyof typeof restErrorCodes];

/**
 * The codes /media answers that an image form translates
 * (server/images/media-routes.ts), each with its text in
 * `submissions.upload`; any other code gets the generic text.
 */
export const mediaErrorTexts = {
  image_too_large: 'tooLarge',
  image_not_an_image: 'notAnImage',
  image_heic_unsupported: 'heic',
  image_too_many_pixels: 'tooManyPixels',
  image_too_small: 'unreadable',
  image_unreadable: 'unreadable',
  image_quota: 'tooMany',
  image_byte_quota: 'quotaFull',
  over_request_rate_limit: 'tooMany',
  busy: 'busy',
} as const;

export type MediaErrorText = (typeof mediaErrorTexts)[keyof typeof mediaErrorTexts];

/** Whether a code from the wire is one of `codes` (narrows it for a typed table). */
export function isKnownCode<Code extends string>(
  codes: readonly Code[],
  code: unknown,
): code is Code {
  return typeof code === 'string' && (codes as readonly string[]).includes(code);
}
