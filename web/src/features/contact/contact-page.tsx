import { useTranslation } from '@/lib/use-translation.ts';
import { MapPin } from 'lucide-react';
import { PageHeader } from '@/components/list-page/page-header.tsx';
import { ContactForm } from './contact-form.tsx';
import { ContactInfoCards } from './contact-info-cards.tsx';

/** Contact (/contact): four info cards, the message form and a map placeholder. */
export function ContactPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <PageHeader title={t('contact.title')} intro={t('contact.intro')} canonicalPath="/contact" />

      <div className="mt-10">
        <ContactInfoCards />
      </div>

      <div className="mt-12 grid gap-10 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="text-2xl font-semibold text-serbian-blue-900">
            {t('contact.formTitle')}
          </h2>
          <div className="mt-6">
            <ContactForm />
          </div>
        </section>
        <section aria-labelledby="contact-map-heading">
          <h2 id="contact-map-heading" className="text-2xl font-semibold text-serbian-blue-900">
            {t('contact.mapTitle')}
          </h2>
          <div className="mt-6 flex aspect-[4/3] flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed border-serbian-blue-200 bg-serbian-blue-50 p-6 text-center text-serbian-blue-900">
            <MapPin aria-hidden="true" className="size-10" />
            <p>{t('contact.mapPlaceholder')}</p>
          </div>
        </section>
      </div>
    </div>
  );
}
