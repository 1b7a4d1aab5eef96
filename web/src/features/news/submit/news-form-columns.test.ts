import { columnMaxLength } from '@domain/field-limits.ts';
import { newsSubmissionSchema } from '@domain/submission-schemas.ts';
import {
  describeFormColumns,
  formColumnProblems,
} from '@/components/submission/form-column-checks.ts';
import type { TFunction } from '@/lib/translator.ts';
import { newsFormSections } from './news-form-sections.ts';

/** The news form in step with its table (form-column-checks.ts). */
const t = ((key: string) => key) as unknown as TFunction;
const problems = formColumnProblems(
  newsFormSections(t, 'en', []),
  newsSubmissionSchema.shape,
  columnMaxLength.news,
);

describeFormColumns('news', problems);
