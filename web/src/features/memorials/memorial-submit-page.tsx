import { useMemo } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { routes } from '@domain/routes.ts';
import { memorialFormValues } from '@domain/submission-form-values.ts';
import { memorialRow } from '@domain/submission-rows.ts';
import { SubmissionForm } from '@/components/submission/submission-form.tsx';
import { submissionTexts } from '@/components/submission/submission-texts.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { useCities } from '@/lib/cities.ts';
import { memorialFormSections } from './submit/memorial-form-sections.ts';

// The schema, and zod with it, loads at the first submit, not with the page.
const loadSchema = async () =>
  (await import('@domain/submission-schemas.ts')).memorialSubmissionSchema;

/** /inmemoriam/submit: a signed-in person creates a memorial for review. */
export function MemorialSubmitPage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const cities = useCities();
  const sections = useMemo(() => memorialFormSections(t, language, cities), [t, language, cities]);
  return (
    <SubmissionForm
      table="memorials"
      canonicalPath={routes.memorialsSubmit}
      {...submissionTexts(t, 'memorial')}
      sections={sections}
      loadSchema={loadSchema}
      toRow={memorialRow}
      fromRow={memorialFormValues}
    />
  );
}
