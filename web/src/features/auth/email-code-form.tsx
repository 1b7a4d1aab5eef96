import { type ClipboardEvent, type FormEvent, useRef, useState } from 'react';
import { useTranslation } from '../../lib/use-translation.ts';
import { Button } from '../../components/ui/button.tsx';
import { authErrorCode, authErrorMessage } from '../../lib/auth-error-message.ts';
import { type EmailCodeType, verifyEmailCode } from './auth-requests.ts';
import { isEmailCode, normalizeEmailCode } from './email-code.ts';
import { FormAlert } from './form-alert.tsx';
import { TextField } from './text-field.tsx';

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
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [submitting, setSubmitting] = useState(false);

  function keep(typed: string) {
    const normalized = normalizeEmailCode(typed);
    // A typed space is dropped from the field too, so six digits always fit in maxLength.
    if (input.current && input.current.value !== normalized) input.current.value = normalized;
    setCode(normalized);
  }

  // maxLength would cut a pasted " 123 456" short before any input event; paste it normalised.
  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    keep(normalizeEmailCode(event.clipboardData.getData('text')).slice(0, 6));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    if (!isEmailCode(code)) {
      setFormatError(true);
      input.current?.focus();
      return;
    }
    setFormatError(false);
    setSubmitting(true);
    // A chunk that no longer loads rejects: the generic "try again" text, never a stuck button.
    const { error } = await verifyEmailCode(email, code, type).catch(() => ({ error: {} }));
    if (error) {
      setSubmitting(false);
      setFailure(error);
      return;
    }
    await onVerified();
  }

  const failureText =
    authErrorCode(failure) === 'otp_expired'
      ? t(wrongOrExpired[type])
      : failure
        ? authErrorMessage(failure, t)
        : null;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-6 grid gap-4">
      <TextField
        ref={input}
        label={t('auth.code.label')}
        hint={t('auth.code.hint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        value={code}
        onChange={(event) => keep(event.currentTarget.value)}
        onPaste={onPaste}
        error={formatError ? t('auth.code.notSixDigits') : undefined}
      />
      <FormAlert message={failureText} />
      <Button type="submit" variant="secondary" disabled={submitting} className="w-full">
        {submitting ? t('auth.code.submitting') : t('auth.code.submit')}
      </Button>
    </form>
  );
}
