import { columnMaxLength } from '@domain/field-limits.ts';
import { businessSubmissionSchema } from '@domain/submission-schemas.ts';
import {
  describeFormColumns,
  formColumnProblems,
} from '@/components/submission/form-column-checks.ts';
import type { TFunction } from '@/lib/translator.ts';
import { businessFormSections } from './business-form-sections.ts';

/** The business form in step with its table (form-column-checks.ts). */
const t = ((key: string) => key) as unknown as TFunction;
const problems = formColumnProblems(
  businessFormSections(t, 'en', []),
  businessSubmissionSchema.shape,
  columnMaxLength.businesses,
);

describeFormColumns('business', problems);
