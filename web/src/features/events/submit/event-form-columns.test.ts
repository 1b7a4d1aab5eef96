import { columnMaxLength } from '@domain/field-limits.ts';
import { eventSubmissionSchema } from '@domain/submission-schemas.ts';
import {
  describeFormColumns,
  formColumnProblems,
} from '@/components/submission/form-column-checks.ts';
import type { TFunction } from '@/lib/translator.ts';
import { eventFormSections } from './event-form-sections.ts';

/** The business form in step with its table (form-column-checks.ts). */
const t = ((key: string) => key) as unknown as TFunction;
const problems = formColumnProblems(
  eventFormSections(t, 'en', [], []),
  eventSubmissionSchema.shape,
  columnMaxLength.events,
);

describeFormColumns('event', problems);
