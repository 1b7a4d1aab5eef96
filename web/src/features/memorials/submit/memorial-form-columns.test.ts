import { columnMaxLength } from '@domain/field-limits.ts';
import { memorialSubmissionSchema } from '@domain/submission-schemas.ts';
import {
  describeFormColumns,
  formColumnProblems,
} from '@/components/submission/form-column-checks.ts';
import type { TFunction } from '@/lib/translator.ts';
import { memorialFormSections } from './memorial-form-sections.ts';

/**
 * The memorial form in step with its schema (form-column-checks.ts). Its
 * fields are not all named like their columns (the given names and family
 * name, biography and service become the row's columns in
 * domain/submission-rows.ts), so its limits are checked by
 * domain/input-hygiene.test.ts rather than here.
 */
const t = ((key: string) => key) as unknown as TFunction;
const problems = formColumnProblems(
  memorialFormSections(t, 'en', []),
  memorialSubmissionSchema.shape,
  columnMaxLength.memorials,
);

describeFormColumns('memorial', problems, { limits: false });
