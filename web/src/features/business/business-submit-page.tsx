import { useMemo } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { businessRow } from '@domain/submission-rows.ts';
import { routes } from '@domain/routes.ts';
import { SubmissionForm } from '@/components/submission/submission-form.tsx';
import { useCities } from '@/lib/cities.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { businessFormSections } from './submit/business-form-sections.ts';

// The schema, and zod with it, loads at the first submit, not with the page.
const loadSchema = async () =>
  (await import('@domain/submission-schemas.ts')).businessSubmissionSchema;

/** /business-directory/submit: a signed-in person adds a business for review (issue 20). */
export function BusinessSubmitPage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const cities = useCities();
  const sections = useMemo(() => businessFormSections(t, language, cities), [t, language, cities]);
  return (
    <SubmissionForm
      table="businesses"
      canonicalPath={routes.businessSubmit}
      title={t('businessListing.submit.title')}
      intro={t('businessListing.submit.intro')}
      loginMessage={t('businessListing.submit.notLoggedIn')}
      thanks={t('businessListing.submit.thanks')}
      sections={sections}
      loadSchema={loadSchema}
      toRow={businessRow}
      note={t('submissions.ipNote')}
    />
  );
}
