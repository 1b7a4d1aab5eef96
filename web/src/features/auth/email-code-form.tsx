import { useState } from 'react';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { InputField } from '@/components/ui/field.tsx';
import { authErrorCode, authErrorMessage } from '@/lib/auth-error-message.ts';
import { useSixDigitCodeForm } from '@/components/two-factor/use-six-digit-code-form.ts';
import { type EmailCodeType, verifyEmailCode } from './auth-requests.ts';
import { FormAlert } from '@/components/ui/form-alert.tsx';

const wrongOrExpired = {
  signup: 'auth.code.signupWrongOrExpired',
  recovery: 'auth.code.recoveryWrongOrExpired',
  email: 'signInCode.wrongOrExpired',
} as const;

interface EmailCodeFormProps {
  email: string;
  type: EmailCodeType;
  /** Runs once the code is accepted and the session is stored. */
  onVerified: () => void | Promise<void>;
}

/**
 * The code alternative to the email's link, under the "check your email"
 * notice: the email shows a 6-digit code next to the link, for people who
 * read their mail on another device. The typed code stays in the field
 * whatever the answer, so a typo can be fixed in place.
 */
export function EmailCodeForm({ email, type, onVerified }: EmailCodeFormProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<unknown>(null);
  const { busy, onSubmit, codeField } = useSixDigitCodeForm();

  const submit = onSubmit(async (values) => {
    setFailure(null);
    // A chunk that no longer loads rejects: the generic "try again" text, never a stuck button.
    const { error } = await verifyEmailCode(email, values.code, type).catch(() => ({ error: {} }));
    if (error) {
      setFailure(error);
      return;
    }
    await onVerified();
  });

  const failureText =
    authErrorCode(failure) === 'otp_expired'
      ? t(wrongOrExpired[type])
      : failure
        ? authErrorMessage(failure, t)
        : null;

  return (
    <form noValidate onSubmit={submit} className="mt-6 grid gap-4">
      <InputField label={t('auth.code.label')} hint={t('auth.code.hint')} {...codeField} />
      <FormAlert message={failureText} />
      <SubmitButton
        variant="secondary"
        busy={busy}
        busyLabel={t('auth.code.submitting')}
        className="w-full"
      >
        {t('auth.code.submit')}
      </SubmitButton>
    </form>
  );
}
