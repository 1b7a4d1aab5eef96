import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation.ts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { routes } from '@domain/routes.ts';
import { Button } from '@/components/ui/button.tsx';
import { PRODUCT_TOAST_DURATION, showToast } from '@/components/ui/toast-store.ts';
import { authErrorCode, authErrorMessage } from '@/lib/auth-error-message.ts';
import { AuthCard } from './auth-card.tsx';
import { verifyEmailLink } from './auth-requests.ts';
import { type EmailLink, readEmailLink } from './email-link.ts';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { LinkProblem } from './link-problem.tsx';

const texts = {
  signup: { text: 'auth.confirm.signupText', button: 'auth.confirm.signupButton' },
  recovery: { text: 'auth.confirm.recoveryText', button: 'auth.confirm.recoveryButton' },
  email_change: { text: 'auth.confirm.emailChangeText', button: 'auth.confirm.emailChangeButton' },
  magiclink: { text: 'signInCode.confirmText', button: 'signInCode.confirmButton' },
  invite: { text: 'signInCode.inviteText', button: 'signInCode.inviteButton' },
} as const;

/**
 * The landing page of every account email link (DESIGN.md §5). Opening it
 * consumes nothing, so a mail scanner that follows the link does no harm;
 * only the button calls verifyOtp with the link's token hash.
 */
export function AuthConfirmPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const link = readEmailLink(search, window.location.origin);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  async function confirm(emailLink: EmailLink) {
    setConfirming(true);
    setFailure(null);
    const { data, error } = await verifyEmailLink(emailLink.tokenHash, emailLink.type);
    setConfirming(false);
    if (error) {
      setFailure(error);
      return;
    }
    // An invited person has no password yet: choosing one comes next.
    if (emailLink.type === 'recovery' || emailLink.type === 'invite') {
      await navigate(routes.resetPassword, { replace: true });
      return;
    }
    if (emailLink.type === 'magiclink') {
      await navigate(emailLink.next, { replace: true });
      return;
    }
    const signup = emailLink.type === 'signup';
    // Secure email change: this address has confirmed, the other one has not yet.
    if (emailLink.type === 'email_change' && !data.session) {
      showToast({
        title: t('auth.toast.emailChangeHalfTitle'),
        description: t('auth.toast.emailChangeHalfText'),
        duration: PRODUCT_TOAST_DURATION,
      });
      await navigate(routes.home, { replace: true });
      return;
    }
    showToast({
      title: t(signup ? 'auth.toast.confirmedTitle' : 'auth.toast.emailChangedTitle'),
      description: t(signup ? 'auth.toast.confirmedText' : 'auth.toast.emailChangedText'),
      duration: PRODUCT_TOAST_DURATION,
    });
    const next = signup ? emailLink.next : routes.home;
    await navigate(signup && emailLink.choosePassword ? routes.resetPassword : next, {
      replace: true,
    });
  }

  if (!link) return <LinkProblem text={t('auth.confirm.malformedText')} type={null} />;
  if (authErrorCode(failure) === 'otp_expired') {
    return <LinkProblem text={t('auth.confirm.invalidText')} type={link.type} />;
  }
  return (
    <AuthCard title={t('pages.authConfirm.title')} intro={t(texts[link.type].text)}>
      <div className="grid gap-4">
        <FormAlert message={failure ? authErrorMessage(failure, t) : null} />
        <Button className="w-full" disabled={confirming} onClick={() => void confirm(link)}>
          {confirming ? t('auth.confirm.confirming') : t(texts[link.type].button)}
        </Button>
        <p className="text-center text-sm">
          <Link to={routes.home} className="text-stone-600 underline underline-offset-2">
            {t('notFound.home')}
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
