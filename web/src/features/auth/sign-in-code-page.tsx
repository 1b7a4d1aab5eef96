import { useState } from 'react';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { Link, Navigate, useSearchParams } from 'react-router';
import { routes } from '@domain/routes.ts';
import { useAuth } from '@/lib/auth-context.ts';
import { authErrorCode, authErrorMessage } from '@/lib/auth-error-message.ts';
import { useZodForm } from '@/lib/use-zod-form.ts';
import { loadForgotPasswordSchema } from './auth-schema-loaders.ts';
import { safeNextPath } from '@/lib/safe-next-path.ts';
import { AuthCard } from './auth-card.tsx';
import { requestSignInCode } from './auth-requests.ts';
import { CheckEmailNotice } from './check-email-notice.tsx';
import { EmailCodeForm } from './email-code-form.tsx';
import { FormAlert } from './form-alert.tsx';
import { EmailField } from './email-field.tsx';
import { SecondStepCard, useSecondStep } from './second-step.tsx';

const linkClass = 'font-medium text-serbian-blue-700 underline underline-offset-2';

/** Errors that mean nothing was sent and nothing was revealed: worth saying and retrying. */
function isRetryable(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  const code = authErrorCode(error);
  return (
    name === 'AuthRetryableFetchError' ||
    code === 'over_request_rate_limit' ||
    code === 'over_email_send_rate_limit'
  );
}

/**
 * Sign in without a password (issue 24): the server mails a 6-digit code
 * (and a link) to the address if it has an account; the answer is the same
 * either way. The code is typed here, then the person goes on to `next`.
 */
export function SignInCodePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const { ready, session } = useAuth();
  const secondStep = useSecondStep(next);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const { form, errors, busy, onSubmit } = useZodForm({
    schema: loadForgotPasswordSchema,
    defaultValues: { email: '' },
  });

  const submit = onSubmit(async ({ email }) => {
    setFailure(null);
    const { error } = await requestSignInCode(email).catch((caught: unknown) => ({
      error: caught,
    }));
    if (error && isRetryable(error)) setFailure(error);
    else setSentTo(email);
  });

  if (secondStep.due) return <SecondStepCard next={next} />;
  if (ready && session && !sentTo) return <Navigate to={next} replace />;

  return (
    <AuthCard
      title={sentTo ? t('signInCode.sentTitle') : t('signInCode.title')}
      intro={sentTo ? undefined : t('signInCode.intro')}
    >
      {sentTo ? (
        <>
          <CheckEmailNotice text={t('signInCode.sentText', { email: sentTo })} />
          <EmailCodeForm email={sentTo} type="email" onVerified={secondStep.afterSignIn} />
        </>
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-4">
          <EmailField error={errors.email?.message} {...form.register('email')} />
          <FormAlert message={failure ? authErrorMessage(failure, t) : null} />
          <SubmitButton busy={busy} busyLabel={t('signInCode.submitting')} className="w-full">
            {t('signInCode.submit')}
          </SubmitButton>
        </form>
      )}
      <p className="mt-6 text-center text-sm">
        <Link
          to={next === '/' ? routes.login : `${routes.login}?next=${encodeURIComponent(next)}`}
          className={linkClass}
        >
          {t('signInCode.backToLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}
