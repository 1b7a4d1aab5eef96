import { describe, expect, it } from 'vitest';
import { contactFormSchema } from './contact-schemas.ts';

const valid = {
  fullname: 'Jelena Marković',
  email: 'jelena@example.com',
  subject: 'Toronto page',
  message: 'The parish address has changed.',
};

const errorsOf = (input: Record<string, string>) => {
  const result = contactFormSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('contactFormSchema', () => {
  it('accepts a complete message', () => {
    expect(contactFormSchema.safeParse(valid).success).toBe(true);
  });

  it('requires every field, blank counting as empty, with translated message keys', () => {
    expect(errorsOf({ fullname: ' ', email: '', subject: '', message: '\n' })).toEqual({
      fullname: 'contact.errors.fullNameRequired',
      email: 'contact.errors.emailRequired',
      subject: 'contact.errors.subjectRequired',
      message: 'contact.errors.messageRequired',
    });
  });

  it('rejects an address that is not an email', () => {
    expect(errorsOf({ ...valid, email: 'jelena at example' })).toEqual({
      email: 'contact.errors.emailInvalid',
    });
  });

  it('bounds every field as the database does', () => {
    expect(
      errorsOf({
        fullname: 'x'.repeat(201),
        email: `${'a'.repeat(250)}@example.com`,
        subject: 'x'.repeat(301),
        message: 'x'.repeat(5001),
      }),
    ).toEqual({
      fullname: 'contact.errors.tooLong',
      email: 'contact.errors.tooLong',
      subject: 'contact.errors.tooLong',
      message: 'contact.errors.tooLong',
    });
  });
});
