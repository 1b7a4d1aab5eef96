import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { routes } from '@domain/routes.ts';
import { eventRow } from '@domain/submission-rows.ts';
import { SubmissionForm } from '@/components/submission/submission-form.tsx';
import { submissionTexts } from '@/components/submission/submission-texts.ts';
import { useContentLanguage } from '@/lib/use-content-language.ts';
import { eventFormSections } from './submit/event-form-sections.ts';
import { publishedOrganizationsQueryOptions } from './submit/published-organizations-query.ts';

// The schema, and zod with it, loads at the first submit, not with the page.
const loadSchema = async () =>
  (await import('@domain/submission-schemas.ts')).eventSubmissionSchema;

/** /events/submit: a signed-in person proposes an event for review. */
export function EventSubmitPage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const organizations = useQuery(publishedOrganizationsQueryOptions());
  const sections = useMemo(
    () => eventFormSections(t, language, organizations.data ?? []),
    [t, language, organizations.data],
  );
  return (
    <SubmissionForm
      table="events"
      canonicalPath={routes.eventsSubmit}
      {...submissionTexts(t, 'event')}
      sections={sections}
      loadSchema={loadSchema}
      toRow={eventRow}
    />
  );
}
