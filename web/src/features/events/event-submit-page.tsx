import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/use-translation.ts';
import { routes } from '@domain/routes.ts';
import { eventRow } from '@domain/submission-rows.ts';
import { eventFormValues } from '@domain/submission-form-values.ts';
import { emptyValues } from '@/components/submission/field-spec.ts';
import { SubmissionForm } from '@/components/submission/submission-form.tsx';
import { LoadingState } from '@/components/ui/loading-state.tsx';
import { submissionTexts } from '@/components/submission/submission-texts.ts';
import { useCities } from '@/lib/cities.ts';
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
  // An organization's manage page links here with ?organization=<id> (decision 029).
  const organization = useSearchParams()[0].get('organization') ?? '';
  const presets = useMemo(
    () => (organization ? { organization_id: organization } : undefined),
    [organization],
  );
  const cities = useCities();
  const sections = useMemo(
    () => eventFormSections(t, language, organizations.data ?? [], cities),
    [t, language, organizations.data, cities],
  );
  // Each field is the column of its name; the recurrence rule becomes the form's text.
  const fromRow = useCallback(
    (row: Record<string, unknown>) => eventFormValues(row, Object.keys(emptyValues(sections))),
    [sections],
  );
  // The preset organization is chosen once the picker has its options.
  if (organization && organizations.isPending) return <LoadingState label={t('app.loading')} />;
  return (
    <SubmissionForm
      table="events"
      canonicalPath={routes.eventsSubmit}
      {...submissionTexts(t, 'event')}
      sections={sections}
      loadSchema={loadSchema}
      toRow={eventRow}
      presets={presets}
      fromRow={fromRow}
    />
  );
}
