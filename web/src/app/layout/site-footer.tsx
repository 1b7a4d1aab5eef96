import { useTranslation } from '@/lib/use-translation.ts';
import { Link } from 'react-router';
import { routes } from '@domain/routes.ts';
import { footerNavigation } from './navigation-items.ts';
import { NewsletterForm } from './newsletter-form.tsx';
import { FooterCities } from './footer-cities.tsx';

const footerLinkClass =
  'rounded-md text-sm text-serbian-blue-100 underline-offset-4 hover:text-white hover:underline';

/**
 * Footer (SPEC §2): links, the newsletter form, and the privacy policy and
 * terms of use. SPEC's social buttons are left out: the portal has no social
 * profiles yet, and a link to a profile that does not exist would be a dead end.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="mt-auto bg-serbian-blue-900 text-serbian-blue-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{t('app.name')}</p>
          <p className="mt-2 text-sm text-serbian-blue-100">{t('footer.about')}</p>
        </div>
        <nav aria-labelledby="footer-links-heading">
          <h2 id="footer-links-heading" className="font-semibold text-white">
            {t('footer.linksHeading')}
          </h2>
          <ul className="mt-3 space-y-2">
            {footerNavigation.map((item) => (
              <li key={item.to}>
                <Link to={item.to} className={footerLinkClass}>
                  {t(item.labelKey)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-newsletter-heading">
          <h2 id="footer-newsletter-heading" className="font-semibold text-white">
            {t('footer.newsletterHeading')}
          </h2>
          <p className="mt-2 text-sm text-serbian-blue-100">{t('footer.newsletterText')}</p>
          <NewsletterForm />
        </section>
      </div>
      <FooterCities linkClass={footerLinkClass} />
      <div className="border-t border-serbian-blue-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-5 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p className="text-serbian-blue-100">
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </p>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            <Link to={routes.privacy} className={footerLinkClass}>
              {t('footer.privacy')}
            </Link>
            <Link to={routes.terms} className={footerLinkClass}>
              {t('footer.terms')}
            </Link>
          </div>
        </div>
      </div>
    </footer>
  );
}
