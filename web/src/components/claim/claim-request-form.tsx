import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import type { ServerFunctionName } from '@domain/server-functions.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { InputField, TextareaField } from '../ui/field.tsx';
import { SubmitButton } from '../ui/submit-button.tsx';
import { SuccessNotice } from '../ui/success-notice.tsx';
import { useZodForm } from '@/lib/use-zod-form.ts';
import { functionErrorText } from '@/lib/function-error-text.ts';
import { FunctionCallError, invokeFunction, showSendFailure } from '@/lib/invoke-function.ts';

/**
 * The claim form of a creator profile, a business listing or an organization
 * (decisions 015, 029):
 * email and proof go to the claim function, which mails the confirmation
 * link; then "check your email". A not-found answer goes to `onNotFound`; an
 * owned item or any other failure shows a toast and keeps what was typed.
 */
export function ClaimRequestForm({
  functionName,
  slug,
  intro,
  proofHelp,
  notFoundCode,
  notClaimableText,
  onNotFound,
}: {
  functionName: Extract<ServerFunctionName, `request-${string}-claim`>;
  slug: string;
  intro: string;
  proofHelp: string;
  notFoundCode: string;
  notClaimableText: string;
  onNotFound: () => void;
}) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, errors, busy, onSubmit } = useZodForm({
    schema: async () => (await import('@domain/creator-schemas.ts')).creatorClaimSchema,
    defaultValues: { slug, email: '', proof: '' },
  });

  const submit = onSubmit(async (claim) => {
    try {
      await invokeFunction(functionName, claim);
      setSentTo(claim.email);
    } catch (error) {
      if (error instanceof FunctionCallError && error.code === notFoundCode) return onNotFound();
      const owned = error instanceof FunctionCallError && error.code === 'not_claimable';
      showSendFailure(form, error, {
        title: t('creators.claim.failureTitle'),
        description: owned ? notClaimableText : functionErrorText(t, error),
      });
    }
  });

  if (sentTo !== null)
    return (
      <SuccessNotice title={t('creators.claim.successTitle')} icon={MailCheck}>
        <p>{t('creators.claim.successText', { email: sentTo })}</p>
      </SuccessNotice>
    );
  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-5 rounded-xl border border-stone-200 bg-white p-6 shadow-sm"
    >
      {intro && <p className="text-stone-700">{intro}</p>}
      <InputField
        id="claim-email"
        label={t('creators.claim.email')}
        required
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextareaField
        id="claim-proof"
        label={t('creators.claim.proof')}
        hint={proofHelp}
        required
        error={errors.proof?.message}
        {...form.register('proof')}
      />
      <SubmitButton
        busy={busy}
        busyLabel={t('creators.claim.submitting')}
        className="justify-self-start"
      >
        {t('creators.claim.submit')}
      </SubmitButton>
    </form>
  );
}
