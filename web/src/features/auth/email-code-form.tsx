import { type ChangeEvent, type ClipboardEvent, useState } from 'react';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { normalizeEmailCode } from '@domain/email-code.ts';
import { InputField } from '@/components/ui/field.tsx';
import { authErrorCode, authErrorMessage } from '@/lib/auth-error-message.ts';
import { useZodForm } from '@/lib/use-zod-form.ts';
import { loadEmailCodeSchema } from './auth-schema-loaders.ts';
import { type EmailCodeType, verifyEmailCode } from './auth-requests.ts';
import { FormAlert } from './form-alert.tsx';

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
  const { form, errors, busy, onSubmit } = useZodForm({
    schema: loadEmailCodeSchema,
    defaultValues: { code: '' },
  });
  const code = form.register('code');

  // A typed space is dropped from the field too, so six digits always fit in maxLength.
  function keep(event: ChangeEvent<HTMLInputElement>) {
    const normalized = normalizeEmailCode(event.currentTarget.value);
    if (event.currentTarget.value !== normalized) event.currentTarget.value = normalized;
    void code.onChange(event);
  }

  // maxLength would cut a pasted " 123 456" short before any input event; paste it normalised.
  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const pasted = normalizeEmailCode(event.clipboardData.getData('text')).slice(0, 6);
    form.setValue('code', pasted, { shouldValidate: form.formState.isSubmitted });
  }

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
      <InputField
        label={t('auth.code.label')}
        hint={t('auth.code.hint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        {...code}
        onChange={keep}
        onPaste={onPaste}
        error={errors.code?.message}
      />
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
