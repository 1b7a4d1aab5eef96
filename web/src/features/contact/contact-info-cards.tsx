import type { ComponentType } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { phoneDisplay } from '@domain/phone-display.ts';

type CardKey = 'email' | 'phone' | 'address' | 'hours';
const cards: { key: CardKey; Icon: ComponentType<{ className?: string; 'aria-hidden': true }> }[] =
  [
    { key: 'email', Icon: Mail },
    { key: 'phone', Icon: Phone },
    { key: 'address', Icon: MapPin },
    { key: 'hours', Icon: Clock },
  ];

/** The link a card's text opens: mailto: for the email, tel: with the country code for the phone. */
function cardHref(key: CardKey, value: string): string | undefined {
  if (key === 'email') return `mailto:${value}`;
  if (key === 'phone') return phoneDisplay(value).href;
  return undefined;
}

/** The four static info cards: email, phone, address and office hours; email and phone are links. */
export function ContactInfoCards() {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map(({ key, Icon }) => {
        const value = t(`contact.cards.${key}`);
        const href = cardHref(key, value);
        return (
          <li key={key} className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
            <Icon aria-hidden={true} className="size-6 text-serbian-blue-700" />
            <h2 className="mt-3 font-semibold text-stone-900">{t(`contact.cards.${key}Title`)}</h2>
            <p className="mt-1 break-words text-stone-700">
              {href ? (
                <a
                  href={href}
                  className="font-medium text-serbian-blue-700 underline-offset-4 hover:underline"
                >
                  {value}
                </a>
              ) : (
                value
              )}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
