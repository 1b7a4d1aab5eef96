import { describe, expect, it } from 'vitest';
import {
  authValidationMessages,
  emailCodeSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from './auth-schemas.ts';

/** The issues of a failed parse as `path: message`, in order. */
function issues(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('sign-in schema', () => {
  it('accepts an email and any password, trimming the email', () => {
    const result = signInSchema.safeParse({ email: '  ana@example.com ', password: 'x' });
    expect(result.data).toEqual({ email: 'ana@example.com', password: 'x' });
  });

  it('asks for an email and a password when both are empty', () => {
    expect(issues(signInSchema.safeParse({ email: ' ', password: '' }))).toEqual([
      'email: auth.validation.emailRequired',
      'password: auth.validation.passwordRequired',
    ]);
  });

  it('rejects something that is not an email address', () => {
    expect(issues(signInSchema.safeParse({ email: 'ana@', password: 'secret' }))).toEqual([
      'email: auth.validation.emailInvalid',
    ]);
  });
});

describe('sign-up schema', () => {
  const valid = {
    fullName: ' Ана Петровић ',
    email: 'ana@example.com',
    password: 'dugacka lozinka',
  };

  it('accepts a full name, an email and a long enough password', () => {
    expect(signUpSchema.safeParse(valid).data).toEqual({ ...valid, fullName: 'Ана Петровић' });
  });

  it('needs a full name', () => {
    expect(issues(signUpSchema.safeParse({ ...valid, fullName: '   ' }))).toEqual([
      'fullName: auth.validation.fullNameRequired',
    ]);
  });

  it('needs at least 8 characters, counted as characters rather than bytes', () => {
    expect(issues(signUpSchema.safeParse({ ...valid, password: 'kratka7' }))).toEqual([
      'password: auth.validation.passwordTooShort',
    ]);
    expect(signUpSchema.safeParse({ ...valid, password: 'лозинка1' }).success).toBe(true);
    expect(issues(signUpSchema.safeParse({ ...valid, password: '😀😀😀😀' }))).toEqual([
      'password: auth.validation.passwordTooShort',
    ]);
  });

  it('refuses more than 128 characters', () => {
    expect(issues(signUpSchema.safeParse({ ...valid, password: 'a'.repeat(129) }))).toEqual([
      'password: auth.validation.passwordTooLong',
    ]);
    expect(signUpSchema.safeParse({ ...valid, password: 'a'.repeat(128) }).success).toBe(true);
  });

  it('says "required" rather than "too short" for an empty password', () => {
    expect(issues(signUpSchema.safeParse({ ...valid, password: '' }))).toEqual([
      'password: auth.validation.passwordRequired',
    ]);
  });
});

describe('forgot-password schema', () => {
  it('needs a valid email', () => {
    expect(issues(forgotPasswordSchema.safeParse({ email: 'nope' }))).toEqual([
      'email: auth.validation.emailInvalid',
    ]);
    expect(forgotPasswordSchema.safeParse({ email: 'ana@example.com' }).success).toBe(true);
  });
});

describe('reset-password schema', () => {
  it('accepts a new password typed twice the same', () => {
    const value = { password: 'nova lozinka', confirmPassword: 'nova lozinka' };
    expect(resetPasswordSchema.safeParse(value).data).toEqual(value);
  });

  it('points a mismatch at the confirmation field', () => {
    expect(
      issues(resetPasswordSchema.safeParse({ password: 'nova lozinka', confirmPassword: 'nova' })),
    ).toEqual(['confirmPassword: auth.validation.passwordsDoNotMatch']);
  });
});

describe('emailCodeSchema', () => {
  it('accepts six digits, spaces ignored', () => {
    expect(emailCodeSchema.safeParse({ code: ' 123 456 ' }).data).toEqual({ code: '123456' });
  });

  it('refuses anything but six digits', () => {
    for (const code of ['', '12345', '1234567', '12a456'])
      expect(issues(emailCodeSchema.safeParse({ code }))).toEqual(['code: auth.code.notSixDigits']);
  });
});

describe('validation messages', () => {
  it('lists every message the schemas produce', () => {
    const produced = [
      ...issues(signUpSchema.safeParse({ fullName: '', email: '', password: '' })),
      ...issues(
        signUpSchema.safeParse({ fullName: 'x'.repeat(201), email: 'a', password: 'short' }),
      ),
      ...issues(
        signUpSchema.safeParse({ fullName: 'A', email: 'a@b.co', password: 'a'.repeat(200) }),
      ),
      ...issues(
        resetPasswordSchema.safeParse({ password: 'long enough', confirmPassword: 'other' }),
      ),
      ...issues(emailCodeSchema.safeParse({ code: '12345' })),
    ].map((line) => line.split(': ')[1]);
    expect(new Set(produced)).toEqual(new Set(authValidationMessages));
  });
});
