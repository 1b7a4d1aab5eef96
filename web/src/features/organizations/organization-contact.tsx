import { Globe, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import type { OrganizationRow } from '@/lib/content-rows.ts';
import { linkHref, mailtoHref } from '@/lib/safe-link.ts';
import { PhoneLink } from '@/components/phone-link.tsx';

function Row({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-1">
      <dt className="flex items-center gap-2 text-sm font-medium text-stone-600">
        <span className="text-serbian-blue-700">{icon}</span>
        {term}
      </dt>
      <dd className="pl-7 [overflow-wrap:anywhere] text-stone-900">{children}</dd>
    </div>
  );
}

const linkClass = 'text-serbian-blue-700 underline-offset-2 hover:underline';

/** Address, phone, email and website of an organization (each only when known). */
export function OrganizationContact({ organization }: { organization: OrganizationRow }) {
  const { t } = useTranslation();
  const icon = 'size-5';
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
          <Row
            icon={<MapPin aria-hidden="true" className={icon} />}
            term={t('organizations.detail.address')}
          >
            {address}
          </Row>
        )}
        {phone && (
          <Row
            icon={<Phone aria-hidden="true" className={icon} />}
            term={t('organizations.detail.phone')}
          >
            <PhoneLink phone={phone} className={linkClass} />
          </Row>
        )}
        {email && (
          <Row
            icon={<Mail aria-hidden="true" className={icon} />}
            term={t('organizations.detail.email')}
          >
            <a href={mailtoHref(email)} className={linkClass}>
              {email}
            </a>
          </Row>
        )}
        {website && (
          <Row
            icon={<Globe aria-hidden="true" className={icon} />}
            term={t('organizations.detail.website')}
          >
            <a
              href={linkHref(website)}
              target="_blank"
              rel="noopener nofollow ugc"
              className={linkClass}
            >
              {website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            </a>
          </Row>
        )}
      </dl>
    </section>
  );
}
