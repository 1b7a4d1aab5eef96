import { useTranslation } from '@/lib/use-translation.ts';
import { useNavigate } from 'react-router';
import { routes } from '@domain/routes.ts';
import { AuthCard, AuthCardLink } from './auth-card.tsx';
import { requestPasswordReset } from './auth-requests.ts';
import { EmailCodeRequest, useEmailCodeRequest } from './email-code-request.tsx';

/**
 * Ask for a reset link. The answer is the same calm "if an account exists, we
 * sent a link" whether or not the address has an account.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const request = useEmailCodeRequest(requestPasswordReset);
  const { sentTo } = request;

  return (
    <AuthCard
      title={sentTo ? t('auth.forgot.sentTitle') : t('pages.forgotPassword.title')}
      intro={sentTo ? undefined : t('auth.forgot.intro')}
    >
      {/* A right code signs in with a recovery session, as the link does. */}
      <EmailCodeRequest
        state={request}
        type="recovery"
        onVerified={() => navigate(routes.resetPassword, { replace: true })}
        sentText={(email) => t('auth.forgot.sentText', { email })}
        submitLabel={t('auth.forgot.submit')}
        busyLabel={t('auth.forgot.submitting')}
      />
      <AuthCardLink to={routes.login}>{t('auth.forgot.backToLogin')}</AuthCardLink>
    </AuthCard>
  );
}
