import { useTranslation } from '@/lib/use-translation.ts';
import { MapPin } from 'lucide-react';
import { PageHeader } from '@/components/list-page/page-header.tsx';
import { ContactForm } from './contact-form.tsx';
import { ContactInfoCards } from './contact-info-cards.tsx';
import { TitledSection } from '@/components/content/titled-section.tsx';

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
        <TitledSection id="contact-form-heading" title={t('contact.formTitle')}>
          <div className="mt-6">
            <ContactForm />
          </div>
        </TitledSection>
        <TitledSection id="contact-map-heading" title={t('contact.mapTitle')}>
          <div className="mt-6 flex aspect-[4/3] flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed border-serbian-blue-200 bg-serbian-blue-50 p-6 text-center text-serbian-blue-900">
            <MapPin aria-hidden="true" className="size-10" />
            <p>{t('contact.mapPlaceholder')}</p>
          </div>
        </TitledSection>
      </div>
    </div>
  );
}
