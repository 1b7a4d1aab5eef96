import { describe, expect, it } from 'vitest';
import { maxLength } from './field-limits.ts';
import { moderationReasonSchema } from './moderation-schemas.ts';

const messageOf = (reason: string) =>
  moderationReasonSchema.safeParse({ reason }).error?.issues[0]?.message;

describe('moderationReasonSchema', () => {
  it('keeps a reason trimmed', () => {
    expect(moderationReasonSchema.parse({ reason: '  Wrong city.\n' })).toEqual({
      reason: 'Wrong city.',
    });
  });

  it('refuses a blank reason and one over the note limit', () => {
    expect(messageOf(' \n ')).toBe('submissions.moderation.reasonRequired');
    expect(messageOf('x'.repeat(maxLength.note + 1))).toBe('submissions.validation.tooLong');
  });
});
