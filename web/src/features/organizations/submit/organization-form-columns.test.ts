import { columnMaxLength } from '@domain/field-limits.ts';
import { organizationSubmissionSchema } from '@domain/submission-schemas.ts';
import {
  describeFormColumns,
  formColumnProblems,
} from '@/components/submission/form-column-checks.ts';
import type { TFunction } from '@/lib/translator.ts';
import { organizationFormSections } from './organization-form-sections.ts';

/** The organization form in step with its table (form-column-checks.ts). */
const t = ((key: string) => key) as unknown as TFunction;
const problems = formColumnProblems(
  organizationFormSections(t, 'en', []),
  organizationSubmissionSchema.shape,
  columnMaxLength.organizations,
);

describeFormColumns('organization', problems);
