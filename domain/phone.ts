import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * Phone numbers (libphonenumber-js, its small "min" metadata): typed as
 * people write them ("416 555 0100", "(604) 555-0161", "+381 11 123 4567"),
 * stored in E.164 ("+14165550100"), shown in the international format and
 * dialled through tel: with the country code. A number without a country
 * code is read as North American, where the portal's communities are.
 */

const defaultCountry = 'CA';

/** The number in E.164, or null when it is not a possible, valid number. */
export function toE164(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value.trim(), defaultCountry);
  return parsed?.isValid() ? parsed.number : null;
}

/** A stored number for reading: "+1 416 555 0100"; an older free-form value as it was. */
export function formatPhone(stored: string): string {
  const parsed = parsePhoneNumberFromString(stored, defaultCountry);
  return parsed?.isValid() ? parsed.formatInternational() : stored;
}

/** The tel: link of a stored number, with its country code. */
export function phoneHref(stored: string): string {
  const parsed = parsePhoneNumberFromString(stored, defaultCountry);
  return parsed?.isValid() ? parsed.getURI() : `tel:${stored.replace(/[^\d+]/g, '')}`;
}
