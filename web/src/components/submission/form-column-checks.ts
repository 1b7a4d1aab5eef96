import { describe, expect, it } from 'vitest';
import { submissionFieldMaxLength } from '@domain/submission-fields.ts';
import { submissionsEn } from '@/i18n/en/submissions.ts';
import type { FieldSection } from './field-spec.ts';

/**
 * What a submission form's tests check of its fields (docs/how-to/
 * add-a-column.md, step 6): each field is a column of the same name
 * (submission-form-values.ts), so the kind's schema must keep it (zod drops
 * a key it does not know: the value would never be saved), it needs a label
 * (`submissions.fields.<name>`), and a typed field's limit in the form must
 * be its column's (domain/field-limits.ts). Each list names the fields that
 * break the rule; all empty is a form in step with its table. For tests only
 * (`<kind>-form-columns.test.ts`).
 */
export function formColumnProblems(
  sections: readonly FieldSection[],
  schemaShape: Record<string, unknown>,
  columnLimits: Readonly<Record<string, number>>,
) {
  const fields = sections.flatMap((section) => section.fields);
  const labels: Record<string, string> = submissionsEn.fields;
  const typed = fields.filter(
    (field) => !['select', 'date', 'time', 'custom'].includes(field.kind),
  );
  return {
    notInSchema: fields.map((field) => field.name).filter((name) => !(name in schemaShape)),
    unlabelled: fields.map((field) => field.name).filter((name) => !labels[name]),
    limitNotTheColumns: typed
      .filter((field) => submissionFieldMaxLength[field.name] !== columnLimits[field.name])
      .map(
        (field) =>
          `${field.name}: form ${submissionFieldMaxLength[field.name]}, column ${columnLimits[field.name]}`,
      ),
  };
}

/**
 * The tests of one form: `limits` false for a form whose fields are not named
 * like its columns (memorials), whose limits input-hygiene.test.ts checks.
 */
export function describeFormColumns(
  form: string,
  problems: ReturnType<typeof formColumnProblems>,
  { limits = true }: { limits?: boolean } = {},
) {
  describe(`the ${form} form`, () => {
    it('has every field in the schema, or the value is dropped on submit', () => {
      expect(problems.notInSchema).toEqual([]);
    });

    it('labels every field (submissions.fields.<name>)', () => {
      expect(problems.unlabelled).toEqual([]);
    });

    if (limits)
      it('limits every typed field as its column does (submissionFieldMaxLength = field-limits.ts)', () => {
        expect(problems.limitNotTheColumns).toEqual([]);
      });
  });
}
