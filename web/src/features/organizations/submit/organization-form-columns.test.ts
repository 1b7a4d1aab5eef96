import { describe, expect, it } from 'vitest';
import { columnMaxLength } from '@domain/field-limits.ts';
import { organizationSubmissionSchema } from '@domain/submission-schemas.ts';
import { formColumnProblems } from '@/components/submission/form-column-checks.ts';
import type { TFunction } from '@/lib/translator.ts';
import { organizationFormSections } from './organization-form-sections.ts';

/** The organization form in step with its table (form-column-checks.ts). */
const t = ((key: string) => key) as unknown as TFunction;
const problems = formColumnProblems(
  organizationFormSections(t, 'en', []),
  organizationSubmissionSchema.shape,
  columnMaxLength.organizations,
);

describe('the organization form', () => {
  it('has every field in the schema, or the value is dropped on submit', () => {
    expect(problems.notInSchema).toEqual([]);
  });

  it('labels every field (submissions.fields.<name>)', () => {
    expect(problems.unlabelled).toEqual([]);
  });

  it('limits every typed field as its column does (submissionFieldMaxLength = field-limits.ts)', () => {
    expect(problems.limitNotTheColumns).toEqual([]);
  });
});
