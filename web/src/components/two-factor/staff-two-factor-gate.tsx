import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { routes } from '@domain/routes.ts';
import { Button } from '@/components/ui/button.tsx';
import { LoadingState } from '@/components/ui/loading-state.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { SecondStepForm, twoFactorStateKey } from './second-step-form.tsx';
import { loadTwoFactorState } from './two-factor-api.ts';

export const twoFactorTab = 'two-factor';

/**
 * What an editor or admin sees on a moderation screen before their session
 * has two factors (decision 018): the way to set them up, or, with an
 * authenticator app already set up, its code. Verifying raises the session,
 * the roles are read again for the new level and the screen opens.
 */
export function StaffTwoFactorGate() {
  const { t } = useTranslation();
  const state = useQuery({ queryKey: twoFactorStateKey, queryFn: loadTwoFactorState });
  if (state.isPending) return <LoadingState label={t('app.loading')} />;
  const hasFactor = state.data?.factors.some((factor) => factor.status === 'verified') ?? false;
  return (
    <div className="mx-auto grid max-w-xl gap-4 px-4 py-16">
      <h1 className="text-3xl font-bold text-stone-900">
        {hasFactor ? t('twoFactor.gateCodeTitle') : t('twoFactor.gateSetUpTitle')}
      </h1>
      {hasFactor ? (
        <>
          <p className="text-stone-700">{t('twoFactor.gateCodeText')}</p>
          <SecondStepForm
            onVerified={async () => {
              // The new session's level brings the roles (auth-provider.tsx); the factors follow.
              await state.refetch();
            }}
          />
        </>
      ) : (
        <>
          <p className="text-stone-700">{t('twoFactor.gateSetUpText')}</p>
          <div>
            <Button asChild>
              <Link to={`${routes.dashboard}?tab=${twoFactorTab}`}>
                {t('twoFactor.gateSetUpLink')}
              </Link>
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
