import { describe, expect, it } from 'vitest';
import { columnMaxLength } from '@domain/field-limits.ts';
import { submissionFieldMaxLength } from '@domain/submission-fields.ts';
import { eventSubmissionSchema } from '@domain/submission-schemas.ts';
import type { TFunction } from '@/lib/translator.ts';
import { submissionsEn } from '@/i18n/en/submissions.ts';
import { eventFormSections } from './event-form-sections.ts';

/**
 * Each field of the event form is a column of the same name
 * (submission-form-values.ts): the schema must keep it (zod drops a key it
 * does not know, so the value would never be saved), it needs a label, and
 * the form's limit must be the column's (domain/field-limits.ts).
 */

const t = ((key: string) => key) as unknown as TFunction;
const fields = eventFormSections(t, 'en', [], []).flatMap((section) => section.fields);
const typed = fields.filter((field) => !['select', 'date', 'time', 'custom'].includes(field.kind));
const labels: Record<string, string> = submissionsEn.fields;

describe('the event form', () => {
  it('has every field in the schema, or the value is dropped on submit', () => {
    const shape = eventSubmissionSchema.shape;
    expect(fields.map((field) => field.name).filter((name) => !(name in shape))).toEqual([]);
  });

  it('labels every field (submissions.fields.<name>)', () => {
    expect(fields.map((field) => field.name).filter((name) => !labels[name])).toEqual([]);
  });

  it('limits every typed field as its column does (submissionFieldMaxLength = field-limits.ts)', () => {
    const wrong = typed
      .map((field) => ({
        field: field.name,
        form: submissionFieldMaxLength[field.name],
        column: columnMaxLength.events[field.name as keyof typeof columnMaxLength.events],
      }))
      .filter((limit) => limit.form !== limit.column);
    expect(wrong).toEqual([]);
  });
});
