import { useMemo } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { newsRow } from '@domain/submission-rows.ts';
import { PageHead } from '@/components/page-head.tsx';
import { SubmissionForm } from '@/components/submission/submission-form.tsx';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { newsFormSections } from './submit/news-form-sections.ts';

// The schema, and zod with it, loads at the first submit, not with the page.
const loadSchema = async () => (await import('@domain/submission-schemas.ts')).newsSubmissionSchema;

/** /news/submit: a signed-in person sends a story for review. */
export function NewsSubmitPage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const sections = useMemo(() => newsFormSections(t, language), [t, language]);
  return (
    <>
      <PageHead title={t('submissions.titles.news')} canonicalPath="/news/submit" />
      <SubmissionForm
        table="news"
        title={t('submissions.titles.news')}
        intro={t('submissions.intros.news')}
        loginMessage={t('submissions.notLoggedIn.news')}
        thanks={t('submissions.thanks.news')}
        sections={sections}
        loadSchema={loadSchema}
        toRow={newsRow}
      />
    </>
  );
}
