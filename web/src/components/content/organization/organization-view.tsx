import { Printer } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation.ts';
import type { OrganizationCategory } from '@domain/content-categories.ts';
import { shownLocalizedField } from '@domain/content-language.ts';
import { Button } from '@/components/ui/button.tsx';
import type { OrganizationRow } from '@/lib/content-rows.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { OrganizationContact } from './organization-contact.tsx';
import { OrganizationEvents } from './organization-events.tsx';
import { OrganizationLogo } from '@/components/content/organization-logo.tsx';

/**
 * What the public sees of an organization: logo, category, name, print,
 * description, contact and upcoming events. The organization page and the
 * editors' review preview both show it.
 */
export function OrganizationView({ organization }: { organization: OrganizationRow }) {
  const { t } = useTranslation();
  const language = useContentLanguage();
  // Each text in the language it is shown in: an English fallback says so (lang).
  const name = shownLocalizedField(organization, 'name', language);
  const description = shownLocalizedField(organization, 'description', language);
  return (
    <>
      <header className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <OrganizationLogo src={organization.logo_image_url} look="page" />
        <div className="grid flex-1 gap-1">
          <p className="text-sm font-semibold tracking-wide text-serbian-blue-700 uppercase">
            {t(`organizations.categories.${organization.category as OrganizationCategory}`)}
          </p>
          <h1
            lang={name.lang}
            className="text-3xl font-bold tracking-tight text-serbian-blue-900 sm:text-4xl"
          >
            {name.text}
          </h1>
        </div>
        <Button variant="secondary" onClick={() => window.print()} className="print:hidden">
          <Printer aria-hidden="true" className="size-4" />
          {t('organizations.detail.print')}
        </Button>
      </header>
      {description.text && (
        <div
          lang={description.lang}
          className="grid max-w-prose gap-4 text-lg leading-relaxed text-stone-800"
        >
          {description.text.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      )}
      <OrganizationContact organization={organization} />
      <OrganizationEvents organizationId={organization.id} />
    </>
  );
}
