import { useState } from 'react';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { authErrorCode, authErrorMessage } from '@/lib/auth-error-message.ts';
import { useZodForm } from '@/lib/use-zod-form.ts';
import { loadForgotPasswordSchema } from '@/lib/auth-schema-loaders.ts';
import type { EmailCodeType } from './auth-requests.ts';
import { CheckEmailNotice } from './check-email-notice.tsx';
import { EmailCodeForm } from './email-code-form.tsx';
import { EmailField } from './email-field.tsx';
import { FormAlert } from '@/components/ui/form-alert.tsx';

/**
 * Errors that mean nothing was sent and nothing was revealed: worth saying
 * and retrying. Both 429s count every request for the address, whether or
 * not it has an account (server/auth/auth-limits.ts).
 */
export function isRetryable(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  const code = authErrorCode(error);
  return (
    name === 'AuthRetryableFetchError' ||
    code === 'over_request_rate_limit' ||
    code === 'over_email_send_rate_limit'
  );
}

/**
 * The state of a page that mails a code to an address (sign-in code, forgot
 * password): the address once the server took the request, else the form.
 * The server answers the same whether or not the address has an account.
 */
export function useEmailCodeRequest(request: (email: string) => Promise<{ error: unknown }>) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const { form, errors, busy, onSubmit } = useZodForm({
    schema: loadForgotPasswordSchema,
    defaultValues: { email: '' },
  });
  const submit = onSubmit(async ({ email }) => {
    setFailure(null);
    const { error } = await request(email).catch((caught: unknown) => ({ error: caught }));
    if (error && isRetryable(error)) setFailure(error);
    else setSentTo(email);
  });
  return { sentTo, failure, form, errors, busy, submit };
}

interface EmailCodeRequestProps {
  state: ReturnType<typeof useEmailCodeRequest>;
  /** The kind of code the mail carries. */
  type: EmailCodeType;
  onVerified: () => void | Promise<void>;
  /** The "check your email" text for the address. */
  sentText: (email: string) => string;
  submitLabel: string;
  busyLabel: string;
}

/** The address form, then the "check your email" notice with the code's field. */
export function EmailCodeRequest({
  state: { sentTo, failure, form, errors, busy, submit },
  type,
  onVerified,
  sentText,
  submitLabel,
  busyLabel,
}: EmailCodeRequestProps) {
  const { t } = useTranslation();
  if (sentTo) {
    return (
      <>
        <CheckEmailNotice text={sentText(sentTo)} />
        <EmailCodeForm email={sentTo} type={type} onVerified={onVerified} />
      </>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <FormAlert message={failure ? authErrorMessage(failure, t) : null} />
      <SubmitButton busy={busy} busyLabel={busyLabel} className="w-full">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
