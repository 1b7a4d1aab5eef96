import { maxLength } from './field-limits.ts';
import { cleanLine, cleanText } from './text-hygiene.ts';
import { z } from './zod.ts';

/**
 * Reports a visitor sends about a published item (the report dialog and the
 * report-content function). Messages are i18n keys under `reports.validation.*`;
 * the note an editor resolves one with is required by the database (0360).
 */

export const reportKinds = ['creator', 'organization', 'business'] as const;
export type ReportKind = (typeof reportKinds)[number];

const message = (key: string) => ({ error: `reports.validation.${key}` });
const longText = () =>
  z
    .string()
    .overwrite((value) => cleanText(value).trim())
    .max(maxLength.note, message('tooLong'));

export const contentReportSchema = z.object({
  kind: z.enum(reportKinds, message('itemNotFound')),
  slug: z.string().overwrite(cleanLine).min(1, message('itemNotFound')).max(maxLength.slug),
  reason: longText().min(1, message('reasonRequired')),
});
export type ContentReport = z.output<typeof contentReportSchema>;
