import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadingState } from '@/components/ui/loading-state.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { AuthCard } from './auth-card.tsx';

// Loaded only for people with an authenticator app, so the sign-in pages stay small.
const SecondStepForm = lazy(async () => ({
  default: (await import('@/components/two-factor/second-step-form.tsx')).SecondStepForm,
}));

async function secondStepDue(): Promise<boolean> {
  const { needsSecondStep } = await import('@/components/two-factor/two-factor-api.ts');
  // Its messages (twoFactor) load with the sign-in routes (the route table, domain/route-table.ts).
  return needsSecondStep();
}

/**
 * After a first factor (password or emailed code): a person with a verified
 * authenticator app is asked for its code before going on to `next` (issue 24).
 * `due` keeps the sign-in page from leaving while the code is asked.
 */
export function useSecondStep(next: string) {
  const navigate = useNavigate();
  const [due, setDue] = useState(false);
  async function afterSignIn() {
    if (await secondStepDue().catch(() => false)) setDue(true);
    else await navigate(next, { replace: true });
  }
  return { due, afterSignIn };
}

/** The sign-in's second step as a card of its own. */
export function SecondStepCard({ next }: { next: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AuthCard title={t('twoFactor.signInTitle')} intro={t('twoFactor.signInIntro')}>
      <Suspense fallback={<LoadingState label={t('app.loading')} />}>
        <SecondStepForm onVerified={() => navigate(next, { replace: true })} />
      </Suspense>
    </AuthCard>
  );
}
