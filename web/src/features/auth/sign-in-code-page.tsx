import { useTranslation } from '@/lib/use-translation.ts';
import { Navigate, useSearchParams } from 'react-router';
import { useAuth } from '@/lib/auth-context.ts';
import { loginPathFor, safeNextPath } from '@/lib/safe-next-path.ts';
import { AuthCard, AuthCardLink } from './auth-card.tsx';
import { requestSignInCode } from './auth-requests.ts';
import { EmailCodeRequest, useEmailCodeRequest } from './email-code-request.tsx';
import { SecondStepCard, useSecondStep } from './second-step.tsx';

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
  const request = useEmailCodeRequest(requestSignInCode);
  const { sentTo } = request;

  if (secondStep.due) return <SecondStepCard next={next} />;
  if (ready && session && !sentTo) return <Navigate to={next} replace />;

  return (
    <AuthCard
      title={sentTo ? t('signInCode.sentTitle') : t('signInCode.title')}
      intro={sentTo ? undefined : t('signInCode.intro')}
    >
      <EmailCodeRequest
        state={request}
        type="email"
        onVerified={secondStep.afterSignIn}
        sentText={(email) => t('signInCode.sentText', { email })}
        submitLabel={t('signInCode.submit')}
        busyLabel={t('signInCode.submitting')}
      />
      <AuthCardLink to={loginPathFor(next)}>{t('signInCode.backToLogin')}</AuthCardLink>
    </AuthCard>
  );
}
