import { describe, expect, it } from 'vitest';
import { contentReportSchema } from './report-schemas.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('contentReportSchema', () => {
  it('takes a kind, a slug and a reason, trimmed', () => {
    expect(
      contentReportSchema.parse({ kind: 'business', slug: ' a-b ', reason: '  Closed.\n' }),
    ).toEqual({ kind: 'business', slug: 'a-b', reason: 'Closed.' });
  });

  it('refuses a blank or over-long reason and an unknown kind, with message keys', () => {
    const base = { kind: 'organization', slug: 's' };
    expect(messageOf(contentReportSchema.safeParse({ ...base, reason: ' \u200b ' }))).toBe(
      'reports.validation.reasonRequired',
    );
    expect(messageOf(contentReportSchema.safeParse({ ...base, reason: 'x'.repeat(4_001) }))).toBe(
      'reports.validation.tooLong',
    );
    expect(
      messageOf(contentReportSchema.safeParse({ ...base, kind: 'memorial', reason: 'x' })),
    ).toBe('reports.validation.itemNotFound');
  });
});
