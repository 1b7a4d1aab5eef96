import { useTranslation } from '@/lib/use-translation.ts';
import { ExternalLink, MapPin, Phone } from 'lucide-react';
import { shownLocalizedField } from '@domain/content-language.ts';
import { cityNameOf, useCities } from '@/lib/cities.ts';
import { Button } from '@/components/ui/button.tsx';
import { linkHref, mailtoHref } from '@/lib/safe-link.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import type { Business } from '@/api/business-row.ts';
import { PhoneLink } from '@/components/phone-link.tsx';
import { phoneDisplay } from '@domain/phone-display.ts';
import { ImageWithFallback } from '@/components/image-with-fallback.tsx';
import { ReportButton } from '@/components/report/report-button.tsx';
import { Link } from 'react-router';
import { routes } from '@domain/routes.ts';

const placeholderImage = '/images/content/business.svg';

/**
 * A listing: image, name, category, city, description, address and phone;
 * Contact writes (mailto:) or, without an email, calls (tel:); Visit website
 * opens the site in a new tab; Claim this listing (while it has no owner)
 * opens the claim form; Report opens the report dialog.
 */
export function BusinessCard({
  business,
  featured = false,
}: {
  business: Business;
  featured?: boolean;
}) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  // Each text in the language it is shown in: an English fallback says so (lang).
  const name = shownLocalizedField(business, 'name', language);
  const description = shownLocalizedField(business, 'description', language);
  const cityName = cityNameOf(useCities(), business.city_tag, language);
  const contactHref =
    mailtoHref(business.email) ?? (business.phone ? phoneDisplay(business.phone).href : undefined);
  const websiteHref = linkHref(business.website);
  return (
    <article
      className={`flex h-full flex-col overflow-hidden rounded-xl border bg-white shadow-sm ${featured ? 'border-serbian-blue-300 md:flex-row' : 'border-stone-200'}`}
    >
      <ImageWithFallback
        src={business.image_url}
        fallbackSrc={placeholderImage}
        alt=""
        width={480}
        height={320}
        loading={featured ? 'eager' : 'lazy'}
        className={`aspect-[3/2] w-full bg-serbian-blue-50 object-cover ${featured ? 'md:w-2/5' : ''}`}
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="flex flex-wrap items-center gap-2 text-xs font-semibold tracking-wide text-serbian-blue-700 uppercase">
          {featured && (
            <span className="rounded-full bg-heritage-red-600 px-2 py-0.5 text-white">
              {t('business.featured')}
            </span>
          )}
          <span>{t(`business.categories.${business.category}`)}</span>
          <span aria-hidden="true">·</span>
          <span>{cityName}</span>
        </p>
        <h2
          lang={name.lang}
          className={`font-semibold text-stone-900 ${featured ? 'text-2xl' : 'text-lg'}`}
        >
          {name.text}
        </h2>
        <p lang={description.lang} className="text-stone-600">
          {description.text}
        </p>
        <ul className="grid gap-1 text-sm text-stone-700">
          {business.address && (
            <li className="flex items-start gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-serbian-blue-700" />
              {business.address}
            </li>
          )}
          {business.phone && (
            <li className="flex items-start gap-2">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-serbian-blue-700" />
              <PhoneLink phone={business.phone} className="hover:underline" />
            </li>
          )}
        </ul>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          {contactHref && (
            <Button asChild size="sm">
              <a href={contactHref} aria-label={t('business.contactNamed', { name: name.text })}>
                {t('business.contact')}
              </a>
            </Button>
          )}
          {websiteHref && (
            <Button asChild size="sm" variant="secondary">
              <a
                href={websiteHref}
                target="_blank"
                rel="noopener nofollow ugc"
                aria-label={t('business.visitWebsiteNamed', { name: name.text })}
              >
                <ExternalLink aria-hidden="true" className="size-4" />
                {t('business.visitWebsite')}
              </a>
            </Button>
          )}
          {business.claimable && (
            <Button asChild size="sm" variant="ghost">
              <Link
                to={`${routes.businessClaim}?slug=${encodeURIComponent(business.slug)}`}
                aria-label={`${t('business.claimListing')}: ${name.text}`}
              >
                {t('business.claimListing')}
              </Link>
            </Button>
          )}
          <ReportButton kind="business" slug={business.slug} name={name.text} className="ml-auto" />
        </div>
      </div>
    </article>
  );
}
