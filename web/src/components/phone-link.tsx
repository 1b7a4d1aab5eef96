import { useEffect, useState } from 'react';

/** The dialling link of a stored number: E.164 already carries its country code. */
const telHref = (stored: string) => `tel:${stored.replace(/[^\d+]/g, '')}`;

/**
 * A phone number dialled through tel: and shown formatted ("+1 416 555
 * 0100"). The formatter (libphonenumber-js) loads after the page, so it
 * stays out of the page's first download; until then the stored number shows.
 */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  const [shown, setShown] = useState({ text: phone, href: telHref(phone) });
  useEffect(() => {
    let current = true;
    void import('@domain/phone.ts').then(({ formatPhone, phoneHref }) => {
      if (current) setShown({ text: formatPhone(phone), href: phoneHref(phone) });
    });
    return () => {
      current = false;
    };
  }, [phone]);
  return (
    <a href={shown.href} className={className}>
      {shown.text}
    </a>
  );
}
