import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { Link, Navigate, useSearchParams } from 'react-router';
import { routes } from '@domain/routes.ts';
import { showAuthFailure } from '@/components/ui/auth-failure-toast.ts';
import { useZodForm } from '@/lib/use-zod-form.ts';
import { loadSignInSchema } from '@/lib/auth-schema-loaders.ts';
import { useAuth } from '@/lib/auth-context.ts';
import { safeNextPath } from '@/lib/safe-next-path.ts';
import { AuthCard, AuthCardLink, authLinkClass } from './auth-card.tsx';
import { signIn } from './auth-requests.ts';
import { EmailField } from './email-field.tsx';
import { InputField } from '@/components/ui/field.tsx';
import { SecondStepCard, useSecondStep } from './second-step.tsx';

/** Sign in with email and password, then go back to the page in `next` (a path of this site). */
export function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const { ready, session } = useAuth();
  const secondStep = useSecondStep(next);
  const { form, errors, busy, onSubmit } = useZodForm({
    schema: loadSignInSchema,
    defaultValues: { email: '', password: '' },
  });

  const submit = onSubmit(async (values) => {
    const { error } = await signIn(values);
    if (error) {
      showAuthFailure('auth.toast.signInFailed', error);
      form.setFocus('password');
      return;
    }
    await secondStep.afterSignIn();
  });

  if (secondStep.due) return <SecondStepCard next={next} />;
  if (ready && session && !busy) return <Navigate to={next} replace />;

  const withNext = (path: string) =>
    next === '/' ? path : `${path}?next=${encodeURIComponent(next)}`;
  return (
    <AuthCard title={t('pages.login.title')} intro={t('auth.login.intro')}>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <EmailField error={errors.email?.message} {...form.register('email')} />
        <InputField
          label={t('auth.fields.password')}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <p className="text-sm">
          <Link to={routes.forgotPassword} className={authLinkClass}>
            {t('auth.login.forgotPassword')}
          </Link>
        </p>
        <p className="text-sm">
          <Link to={withNext(routes.loginWithCode)} className={authLinkClass}>
            {t('signInCode.loginLink')}
          </Link>
        </p>
        <SubmitButton busy={busy} busyLabel={t('auth.login.submitting')} className="w-full">
          {t('auth.login.submit')}
        </SubmitButton>
      </form>
      <AuthCardLink to={withNext(routes.signup)} question={t('auth.login.noAccount')}>
        {t('auth.login.signUpLink')}
      </AuthCardLink>
    </AuthCard>
  );
}
