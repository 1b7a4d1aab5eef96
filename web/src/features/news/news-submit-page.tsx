import { useMemo } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { routes } from '@domain/routes.ts';
import { newsRow } from '@domain/submission-rows.ts';
import { SubmissionForm } from '@/components/submission/submission-form.tsx';
import { submissionTexts } from '@/components/submission/submission-texts.ts';
import { useCities } from '@/lib/cities.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { newsFormSections } from './submit/news-form-sections.ts';

// The schema, and zod with it, loads at the first submit, not with the page.
const loadSchema = async () => (await import('@domain/submission-schemas.ts')).newsSubmissionSchema;

/** /news/submit: a signed-in person sends a story for review. */
export function NewsSubmitPage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const cities = useCities();
  const sections = useMemo(() => newsFormSections(t, language, cities), [t, language, cities]);
  return (
    <SubmissionForm
      table="news"
      canonicalPath={routes.newsSubmit}
      {...submissionTexts(t, 'news')}
      sections={sections}
      loadSchema={loadSchema}
      toRow={newsRow}
    />
  );
}
