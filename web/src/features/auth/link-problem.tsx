import { useTranslation } from '@/lib/use-translation.ts';
import { Link } from 'react-router';
import { routes } from '@domain/routes.ts';
import { Button } from '@/components/ui/button.tsx';
import { AuthCard } from './auth-card.tsx';
import type { EmailLink } from './email-link.ts';

/** An email link that cannot be used (expired, used, incomplete), with a way forward. */
export function LinkProblem({ text, type }: { text: string; type: EmailLink['type'] | null }) {
  const { t } = useTranslation();
  const recovery = type === 'recovery';
  return (
    <AuthCard title={t('auth.confirm.invalidTitle')} intro={text}>
      <div role="alert" className="grid gap-3">
        <p className="text-stone-700">
          {recovery ? t('auth.confirm.recoveryWayForward') : t('auth.confirm.signupWayForward')}
        </p>
        {recovery ? (
          <Button asChild className="w-full">
            <Link to={routes.forgotPassword}>{t('auth.confirm.requestNewRecovery')}</Link>
          </Button>
        ) : (
          <>
            <Button asChild className="w-full">
              <Link to={routes.login}>{t('auth.confirm.goSignIn')}</Link>
            </Button>
            <Button asChild variant="secondary" className="w-full">
              <Link to={routes.signup}>{t('auth.confirm.goSignUp')}</Link>
            </Button>
          </>
        )}
      </div>
    </AuthCard>
  );
}
