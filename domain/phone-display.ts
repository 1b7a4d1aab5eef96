/**
 * A stored phone number as a page shows it and dials it, the same on the
 * server and in the browser, without the 29 kB formatter (phone.ts, which
 * checks numbers where they are typed). Numbers are stored in E.164
 * ("+14165550150"); older rows may hold what was typed ("(416) 555-0150").
 * A North American number (+1 and ten digits, or ten digits written without
 * the country code) reads "+1 416 555 0150" and dials `tel:+14165550150`,
 * as libphonenumber's international format writes it; any other number is
 * shown as stored and dialled with its digits and leading +.
 */
export interface PhoneDisplay {
  text: string;
  href: string;
}

function northAmericanDigits(stored: string): string | undefined {
  const digits = stored.replace(/\D/g, '');
  const international = stored.trim().startsWith('+');
  if (international)
    return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : undefined;
  if (digits.length === 10) return digits;
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  return undefined;
}

export function phoneDisplay(stored: string): PhoneDisplay {
  const national = northAmericanDigits(stored);
  if (national) {
    return {
      text: `+1 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`,
      href: `tel:+1${national}`,
    };
  }
  const trimmed = stored.trim();
  const digits = trimmed.replace(/\D/g, '');
  return { text: trimmed, href: `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}` };
}
