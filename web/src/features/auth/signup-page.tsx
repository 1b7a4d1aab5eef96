import { useState } from 'react';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { showAuthFailure } from '@/components/ui/auth-failure-toast.ts';
import { PRODUCT_TOAST_DURATION, showToast } from '@/components/ui/toast-store.ts';
import { authErrorMessage, isWeakPasswordError } from '@/lib/auth-error-message.ts';
import { useZodForm } from '@/lib/use-zod-form.ts';
import { loadSignUpSchema } from '@/lib/auth-schema-loaders.ts';
import { useAuth } from '@/lib/auth-context.ts';
import { loginPathFor, safeNextPath } from '@/lib/safe-next-path.ts';
import { AuthCard, AuthCardLink } from './auth-card.tsx';
import { signUp } from './auth-requests.ts';
import { CheckEmailNotice } from './check-email-notice.tsx';
import { EmailCodeForm } from './email-code-form.tsx';
import { EmailField } from './email-field.tsx';
import { InputField } from '@/components/ui/field.tsx';

/**
 * Create an account: full name, email, password. With email confirmation on
 * (the default) the answer has no session and the page asks the person to
 * check their email; with a session they go on to `next` at once.
 */
export function SignupPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const { ready, session } = useAuth();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, errors, busy, onSubmit } = useZodForm({
    schema: loadSignUpSchema,
    // A mail that invites a claimant to sign up names the address to use (?email=).
    defaultValues: { fullName: '', email: params.get('email')?.slice(0, 320) ?? '', password: '' },
  });

  const submit = onSubmit(async (values) => {
    const { data, error } = await signUp(values, i18n.language, next);
    if (error) {
      showAuthFailure('auth.toast.signUpFailed', error);
      if (isWeakPasswordError(error)) {
        form.setError('password', { message: authErrorMessage(error, t) }, { shouldFocus: true });
      }
      return;
    }
    if (data.session) await navigate(next, { replace: true });
    else setSentTo(values.email);
  });

  // The code confirms the account just as the email's link does: same welcome, same destination.
  async function onCodeConfirmed() {
    showToast({
      title: t('auth.toast.confirmedTitle'),
      description: t('auth.toast.confirmedText'),
      duration: PRODUCT_TOAST_DURATION,
    });
    await navigate(next, { replace: true });
  }

  if (sentTo) {
    return (
      <AuthCard title={t('auth.signup.checkEmailTitle')}>
        <CheckEmailNotice
          text={t('auth.signup.checkEmailText', { email: sentTo })}
          hint={t('auth.signup.checkEmailHint')}
        />
        <EmailCodeForm email={sentTo} type="signup" onVerified={onCodeConfirmed} />
      </AuthCard>
    );
  }
  if (ready && session && !busy) return <Navigate to={next} replace />;

  return (
    <AuthCard title={t('pages.signup.title')} intro={t('auth.signup.intro')}>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <InputField
          label={t('auth.fields.fullName')}
          autoComplete="name"
          error={errors.fullName?.message}
          {...form.register('fullName')}
        />
        <EmailField error={errors.email?.message} {...form.register('email')} />
        <InputField
          label={t('auth.fields.password')}
          type="password"
          autoComplete="new-password"
          hint={t('auth.fields.passwordHint')}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <SubmitButton busy={busy} busyLabel={t('auth.signup.submitting')} className="w-full">
          {t('auth.signup.submit')}
        </SubmitButton>
      </form>
      <AuthCardLink to={loginPathFor(next)} question={t('auth.signup.haveAccount')}>
        {t('auth.signup.signInLink')}
      </AuthCardLink>
    </AuthCard>
  );
}
