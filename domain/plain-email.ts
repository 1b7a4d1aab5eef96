import { maxLength } from './field-limits.ts';

/**
 * A plain address as the database accepts it (migration 0244): no display
 * name, spaces, "?", "#" or "%" (so a mailto: link cannot be given headers
 * such as ?bcc=), a dotted host name.
 */
const plainEmail =
  /^[A-Za-z0-9.!$&'*+/=^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

export function isPlainEmail(value: string): boolean {
  return value.length <= maxLength.email && plainEmail.test(value);
}
