import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ErrorState } from '@/components/ui/error-state.tsx';
import { LoadingState } from '@/components/ui/loading-state.tsx';
import { showToast } from '@/components/ui/toast-store.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { EnrollTotp } from './enroll-totp.tsx';
import { FactorList } from './factor-list.tsx';
import { TotpCodeForm } from './totp-code-form.tsx';
import { loadTwoFactorState } from './two-factor-api.ts';
import { twoFactorStateKey } from './second-step-form.tsx';

/**
 * The dashboard's "Two-step sign-in" tab: anyone may add an authenticator app
 * (TOTP), see and remove theirs. With a verified app, changes need an aal2
 * session (the server says so too), so a session at aal1 is asked for a code first.
 */
export function TwoFactorSection() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: twoFactorStateKey, queryFn: loadTwoFactorState });
  const [enrolling, setEnrolling] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: twoFactorStateKey });

  if (state.isPending) return <LoadingState label={t('app.loading')} />;
  if (state.isError) return <ErrorState message={t('twoFactor.loadFailed')} />;
  const { factors, currentLevel } = state.data;
  const verified = factors.filter((factor) => factor.status === 'verified');
  const stepUpFirst = verified.length > 0 && currentLevel !== 'aal2';

  return (
    <section aria-labelledby="two-factor-heading" className="grid max-w-xl gap-4">
      <h2 id="two-factor-heading" className="text-xl font-semibold text-stone-900">
        {t('twoFactor.heading')}
      </h2>
      <p className="text-stone-700">{t('twoFactor.intro')}</p>
      <p className="font-medium text-stone-900">
        {verified.length > 0 ? t('twoFactor.statusOn') : t('twoFactor.statusOff')}
      </p>
      {stepUpFirst ? (
        <>
          <p className="text-stone-700">{t('twoFactor.stepUpText')}</p>
          <TotpCodeForm
            factorId={verified[0]!.id}
            submitLabel={t('twoFactor.confirm')}
            onVerified={refresh}
          />
        </>
      ) : enrolling ? (
        <EnrollTotp
          onDone={async () => {
            setEnrolling(false);
            showToast({ title: t('twoFactor.enabled') });
            await refresh();
          }}
          onCancel={async () => {
            setEnrolling(false);
            await refresh();
          }}
        />
      ) : (
        <>
          <FactorList factors={factors} onRemoved={refresh} />
          <div>
            <Button
              variant={verified.length > 0 ? 'secondary' : 'primary'}
              onClick={() => setEnrolling(true)}
            >
              {verified.length > 0 ? t('twoFactor.addAnother') : t('twoFactor.setUp')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
