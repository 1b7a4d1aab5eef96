import { type ChangeEvent, useState } from 'react';
import { normalizeEmailCode } from '@domain/email-code.ts';
import { InputField } from '@/components/ui/field.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { useZodForm } from '@/lib/use-zod-form.ts';
import { loadEmailCodeSchema } from '../auth-schema-loaders.ts';
import { FormAlert } from '../form-alert.tsx';
import { verifyTotp } from './two-factor-api.ts';
import { twoFactorErrorMessage } from './two-factor-error.ts';

interface TotpCodeFormProps {
  factorId: string;
  submitLabel: string;
  /** Runs once the code is accepted and the session is at aal2. */
  onVerified: () => void | Promise<void>;
}

/**
 * The 6-digit code of an authenticator app, verified for `factorId` (a new
 * challenge each try). A wrong or late code says so and stays in the field.
 */
export function TotpCodeForm({ factorId, submitLabel, onVerified }: TotpCodeFormProps) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<unknown>(null);
  const { form, errors, busy, onSubmit } = useZodForm({
    schema: loadEmailCodeSchema,
    defaultValues: { code: '' },
  });
  const code = form.register('code');

  function keep(event: ChangeEvent<HTMLInputElement>) {
    const normalized = normalizeEmailCode(event.currentTarget.value);
    if (event.currentTarget.value !== normalized) event.currentTarget.value = normalized;
    void code.onChange(event);
  }

  const submit = onSubmit(async (values) => {
    setFailure(null);
    try {
      await verifyTotp(factorId, values.code);
    } catch (caught) {
      setFailure(caught ?? {});
      form.setFocus('code');
      return;
    }
    await onVerified();
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <InputField
        label={t('twoFactor.codeLabel')}
        hint={t('twoFactor.codeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        {...code}
        onChange={keep}
        error={errors.code?.message}
      />
      <FormAlert message={failure ? twoFactorErrorMessage(failure, t) : null} />
      <SubmitButton busy={busy} busyLabel={t('twoFactor.confirming')} className="w-full">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
