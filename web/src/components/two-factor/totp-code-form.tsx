import { useState } from 'react';
import { InputField } from '@/components/ui/field.tsx';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { useSixDigitCodeForm } from './use-six-digit-code-form.ts';
import { FormAlert } from '@/components/ui/form-alert.tsx';
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
  const { form, busy, onSubmit, codeField } = useSixDigitCodeForm();

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
      <InputField label={t('twoFactor.codeLabel')} hint={t('twoFactor.codeHint')} {...codeField} />
      <FormAlert message={failure ? twoFactorErrorMessage(failure, t) : null} />
      <SubmitButton busy={busy} busyLabel={t('twoFactor.confirming')} className="w-full">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
