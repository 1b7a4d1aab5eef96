import { useMemo } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { routes } from '@domain/routes.ts';
import { organizationRow } from '@domain/submission-rows.ts';
import { SubmissionForm } from '@/components/submission/submission-form.tsx';
import { submissionTexts } from '@/components/submission/submission-texts.ts';
import { useCities } from '@/lib/cities.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { organizationFormSections } from './submit/organization-form-sections.ts';

// The schema, and zod with it, loads at the first submit, not with the page.
const loadSchema = async () =>
  (await import('@domain/submission-schemas.ts')).organizationSubmissionSchema;

/** /organizations/submit: a signed-in person proposes an organization for review. */
export function OrganizationSubmitPage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const cities = useCities();
  const sections = useMemo(
    () => organizationFormSections(t, language, cities),
    [t, language, cities],
  );
  return (
    <SubmissionForm
      table="organizations"
      canonicalPath={routes.organizationsSubmit}
      {...submissionTexts(t, 'organization')}
      sections={sections}
      loadSchema={loadSchema}
      toRow={organizationRow}
      note={t('submissions.ipNote')}
    />
  );
}
