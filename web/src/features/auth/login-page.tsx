import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/use-translation.ts';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import type { SignIn } from '../../../../domain/auth-schemas.ts';
import { routes } from '../../../../domain/routes.ts';
import { showAuthFailure } from '../../components/ui/auth-failure-toast.ts';
import { Button } from '../../components/ui/button.tsx';
import { lazyResolver } from '../../lib/lazy-resolver.ts';
import { useAuth } from '../../lib/auth-context.ts';
import { safeNextPath } from '../../lib/safe-next-path.ts';
import { AuthCard } from './auth-card.tsx';
import { signIn } from './auth-requests.ts';
import { fieldError } from './field-error.ts';
import { TextField } from './text-field.tsx';

const linkClass = 'font-medium text-serbian-blue-700 underline underline-offset-2';

/** Sign in with email and password, then go back to the page in `next` (a path of this site). */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const { ready, session } = useAuth();
  const form = useForm<SignIn>({
    resolver: lazyResolver(async () =>
      zodResolver((await import('../../../../domain/auth-schemas.ts')).signInSchema),
    ),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    const { error } = await signIn(values);
    if (error) {
      showAuthFailure('auth.toast.signInFailed', error);
      form.setFocus('password');
      return;
    }
    await navigate(next, { replace: true });
  });

  if (ready && session && !isSubmitting) return <Navigate to={next} replace />;

  const withNext = (path: string) =>
    next === '/' ? path : `${path}?next=${encodeURIComponent(next)}`;
  return (
    <AuthCard title={t('pages.login.title')} intro={t('auth.login.intro')}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4">
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={fieldError(t, errors.email?.message)}
          {...form.register('email')}
        />
        <TextField
          label={t('auth.fields.password')}
          type="password"
          autoComplete="current-password"
          error={fieldError(t, errors.password?.message)}
          {...form.register('password')}
        />
        <p className="text-sm">
          <Link to={routes.forgotPassword} className={linkClass}>
            {t('auth.login.forgotPassword')}
          </Link>
        </p>
        <p className="text-sm">
          <Link to={withNext(routes.loginWithCode)} className={linkClass}>
            {t('signInCode.loginLink')}
          </Link>
        </p>
        <Button type="submit" disabled={isSubmitting} className="w-full">
          {isSubmitting ? t('auth.login.submitting') : t('auth.login.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-stone-700">
        {t('auth.login.noAccount')}{' '}
        <Link to={withNext(routes.signup)} className={linkClass}>
          {t('auth.login.signUpLink')}
        </Link>
      </p>
    </AuthCard>
  );
}
