import { useState } from 'react';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { Link, useNavigate } from 'react-router';
import { routes } from '@domain/routes.ts';
import { authErrorCode, authErrorMessage } from '@/lib/auth-error-message.ts';
import { useZodForm } from '@/lib/use-zod-form.ts';
import { loadForgotPasswordSchema } from './auth-schema-loaders.ts';
import { AuthCard } from './auth-card.tsx';
import { requestPasswordReset } from './auth-requests.ts';
import { CheckEmailNotice } from './check-email-notice.tsx';
import { EmailCodeForm } from './email-code-form.tsx';
import { FormAlert } from './form-alert.tsx';
import { EmailField } from './email-field.tsx';

const linkClass = 'font-medium text-serbian-blue-700 underline underline-offset-2';

/** Errors that mean nothing was sent and nothing was revealed: worth saying and retrying. */
function isRetryable(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'AuthRetryableFetchError' || authErrorCode(error) === 'over_request_rate_limit';
}

/**
 * Ask for a reset link. The answer is the same calm "if an account exists, we
 * sent a link" whether or not the address has an account.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const { form, errors, busy, onSubmit } = useZodForm({
    schema: loadForgotPasswordSchema,
    defaultValues: { email: '' },
  });

  const submit = onSubmit(async ({ email }) => {
    setFailure(null);
    const { error } = await requestPasswordReset(email);
    if (error && isRetryable(error)) setFailure(error);
    else setSentTo(email);
  });

  return (
    <AuthCard
      title={sentTo ? t('auth.forgot.sentTitle') : t('pages.forgotPassword.title')}
      intro={sentTo ? undefined : t('auth.forgot.intro')}
    >
      {sentTo ? (
        <>
          <CheckEmailNotice text={t('auth.forgot.sentText', { email: sentTo })} />
          {/* A right code signs in with a recovery session, as the link does. */}
          <EmailCodeForm
            email={sentTo}
            type="recovery"
            onVerified={() => navigate(routes.resetPassword, { replace: true })}
          />
        </>
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-4">
          <EmailField error={errors.email?.message} {...form.register('email')} />
          <FormAlert message={failure ? authErrorMessage(failure, t) : null} />
          <SubmitButton busy={busy} busyLabel={t('auth.forgot.submitting')} className="w-full">
            {t('auth.forgot.submit')}
          </SubmitButton>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link to={routes.login} className={linkClass}>
          {t('auth.forgot.backToLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}
