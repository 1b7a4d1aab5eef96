import { Globe, Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation.ts';
import type { OrganizationRow } from '@/lib/content-rows.ts';
import { linkHref, mailtoHref } from '@/lib/safe-link.ts';
import { PhoneLink } from '@/components/phone-link.tsx';
import { IconFact } from '@/components/content/icon-fact.tsx';

const linkClass = 'text-serbian-blue-700 underline-offset-2 hover:underline';

/** Address, phone, email and website of an organization (each only when known). */
export function OrganizationContact({ organization }: { organization: OrganizationRow }) {
  const { t } = useTranslation();
  const { address, phone, email, website } = organization;
  if (!address && !phone && !email && !website) return null;
  return (
    <section
      aria-labelledby="organization-contact"
      className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
    >
      <h2 id="organization-contact" className="mb-4 text-lg font-semibold text-serbian-blue-900">
        {t('organizations.detail.contact')}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2">
        {address && (
          <IconFact icon={MapPin} term={t('organizations.detail.address')}>
            {address}
          </IconFact>
        )}
        {phone && (
          <IconFact icon={Phone} term={t('organizations.detail.phone')}>
            <PhoneLink phone={phone} className={linkClass} />
          </IconFact>
        )}
        {email && (
          <IconFact icon={Mail} term={t('organizations.detail.email')}>
            <a href={mailtoHref(email)} className={linkClass}>
              {email}
            </a>
          </IconFact>
        )}
        {website && (
          <IconFact icon={Globe} term={t('organizations.detail.website')}>
            <a
              href={linkHref(website)}
              target="_blank"
              rel="noopener nofollow ugc"
              className={linkClass}
            >
              {website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            </a>
          </IconFact>
        )}
      </dl>
    </section>
  );
}
