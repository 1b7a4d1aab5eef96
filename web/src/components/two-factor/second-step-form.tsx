import { useQuery } from '@tanstack/react-query';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { LoadingState } from '@/components/ui/loading-state.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { TotpCodeForm } from './totp-code-form.tsx';
import { loadTwoFactorState } from './two-factor-api.ts';

export const twoFactorStateKey = ['auth', 'two-factor'] as const;

/**
 * The second step of a sign-in: the code of the person's (first) verified
 * authenticator app, which raises the session to aal2; with the way out for
 * a lost phone (an admin removes the factor, decision 018).
 */
export function SecondStepForm({ onVerified }: { onVerified: () => void | Promise<void> }) {
  const { t } = useTranslation();
  const state = useQuery({ queryKey: twoFactorStateKey, queryFn: loadTwoFactorState });
  if (state.isPending) return <LoadingState label={t('app.loading')} />;
  const factor = state.data?.factors.find((candidate) => candidate.status === 'verified');
  if (!factor) return <ErrorState message={t('twoFactor.loadFailed')} />;
  return (
    <div className="grid gap-4">
      <TotpCodeForm
        factorId={factor.id}
        submitLabel={t('twoFactor.signInSubmit')}
        onVerified={onVerified}
      />
      <p className="text-sm text-stone-700">{t('twoFactor.lostPhone')}</p>
    </div>
  );
}
