import { useState } from 'react';
import { SubmitButton } from '@/components/ui/submit-button.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { Link, useNavigate } from 'react-router';
import { routes } from '@domain/routes.ts';
import { Button } from '@/components/ui/button.tsx';
import { PRODUCT_TOAST_DURATION, showToast } from '@/components/ui/toast-store.ts';
import { authErrorCode, authErrorMessage, isWeakPasswordError } from '@/lib/auth-error-message.ts';
import { useZodForm } from '@/lib/use-zod-form.ts';
import { loadResetPasswordSchema } from '@/lib/auth-schema-loaders.ts';
import { useAuth } from '@/lib/auth-context.ts';
import { AuthCard } from './auth-card.tsx';
import { updatePassword } from './auth-requests.ts';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { InputField } from '@/components/ui/field.tsx';

/**
 * Choose a new password. Reached from a confirmed recovery link (the
 * /auth/confirm page signs the person in first); without a session it
 * explains how to get a link.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { ready, session, user } = useAuth();
  const [failure, setFailure] = useState<unknown>(null);
  const { form, errors, busy, onSubmit } = useZodForm({
    schema: loadResetPasswordSchema,
    defaultValues: { password: '', confirmPassword: '' },
  });

  const submit = onSubmit(async ({ password }) => {
    setFailure(null);
    const { error } = await updatePassword(password);
    if (isWeakPasswordError(error) || authErrorCode(error) === 'same_password') {
      form.setError('password', { message: authErrorMessage(error, t) }, { shouldFocus: true });
      return;
    }
    if (error) {
      setFailure(error);
      return;
    }
    showToast({
      title: t('auth.toast.passwordChangedTitle'),
      description: t('auth.toast.passwordChangedText'),
      duration: PRODUCT_TOAST_DURATION,
    });
    await navigate(routes.home, { replace: true });
  });

  if (!ready) {
    return (
      <AuthCard title={t('pages.resetPassword.title')}>
        <p role="status" className="text-stone-600">
          {t('app.loading')}
        </p>
      </AuthCard>
    );
  }
  if (!session) {
    return (
      <AuthCard title={t('auth.reset.noSessionTitle')} intro={t('auth.reset.noSessionText')}>
        <Button asChild className="w-full">
          <Link to={routes.forgotPassword}>{t('auth.reset.requestNew')}</Link>
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('pages.resetPassword.title')} intro={t('auth.reset.intro')}>
      <form noValidate onSubmit={submit} className="grid gap-4">
        {/* Lets a password manager store the new password under the right account. */}
        <input type="email" autoComplete="username" value={user?.email ?? ''} readOnly hidden />
        <InputField
          label={t('auth.fields.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('auth.fields.passwordHint')}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <InputField
          label={t('auth.fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <FormAlert message={failure ? authErrorMessage(failure, t) : null} />
        <SubmitButton busy={busy} busyLabel={t('auth.reset.submitting')} className="w-full">
          {t('auth.reset.submit')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
