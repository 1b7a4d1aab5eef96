import { phoneDisplay } from '@domain/phone-display.ts';

/**
 * A phone number dialled through tel: with its country code and shown in
 * the international format ("+1 416 555 0100"), written the same by the
 * server and the browser (domain/phone-display.ts), so the page does not
 * change when the app takes over.
 */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  const { text, href } = phoneDisplay(phone);
  return (
    <a href={href} className={className}>
      {text}
    </a>
  );
}
