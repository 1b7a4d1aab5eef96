import { maxLength } from './field-limits.ts';
import { cleanLine, cleanText } from './text-hygiene.ts';
import { z } from './zod.ts';

/**
 * Reports a visitor sends about a published item (the report dialog and the
 * report-content function) and the note an editor resolves one with.
 * Messages are i18n keys under `reports.validation.*`.
 */

export const reportKinds = ['creator', 'organization', 'business'] as const;
export type ReportKind = (typeof reportKinds)[number];

const message = (key: string) => ({ error: `reports.validation.${key}` });
const note = () =>
  z
    .string()
    .overwrite((value) => cleanText(value).trim())
    .max(maxLength.note, message('tooLong'));

export const contentReportSchema = z.object({
  kind: z.enum(reportKinds, message('itemNotFound')),
  slug: z.string().overwrite(cleanLine).min(1, message('itemNotFound')).max(maxLength.slug),
  reason: note().min(1, message('reasonRequired')),
});
export type ContentReportInput = z.input<typeof contentReportSchema>;
export type ContentReport = z.output<typeof contentReportSchema>;

/** An editor's note on resolving a report: required, so the queue's history says what was done. */
export const reportResolutionSchema = z.object({
  note: note().min(1, message('noteRequired')),
});
