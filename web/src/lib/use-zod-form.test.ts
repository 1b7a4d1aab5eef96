import { describe, expect, it } from 'vitest';
import { lazyZodResolver } from './use-zod-form.ts';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyZodResolver', () => {
  it('answers with the domain schema’s i18n keys, field by field', async () => {
    let loads = 0;
    const resolver = lazyZodResolver(async () => {
      loads += 1;
      return (await import('@domain/creator-schemas.ts')).creatorClaimSchema;
    });
    const refused = await resolver(
      { slug: 'maja', email: 'not-an-email', proof: ' ' },
      undefined,
      options,
    );
    expect(refused.values).toEqual({});
    expect(refused.errors.email?.message).toBe('creators.validation.emailInvalid');
    expect(refused.errors.proof?.message).toBe('creators.validation.proofRequired');

    const accepted = await resolver(
      { slug: 'maja', email: ' maja@example.com ', proof: 'My channel.' },
      undefined,
      options,
    );
    expect(accepted.errors).toEqual({});
    expect(accepted.values).toEqual({
      slug: 'maja',
      email: 'maja@example.com',
      proof: 'My channel.',
    });
    // The schema (and zod) load once, at the first validation.
    expect(loads).toBe(1);
  });
});
