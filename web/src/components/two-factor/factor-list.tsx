import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { showToast } from '@/components/ui/toast-store.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { type Factor, removeFactor } from './two-factor-api.ts';
import { twoFactorErrorMessage } from './two-factor-error.ts';

/** The person's authenticator apps, each with a Remove that asks once more. */
export function FactorList({
  factors,
  onRemoved,
}: {
  factors: Factor[];
  onRemoved: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  if (factors.length === 0) return null;

  async function remove(factorId: string) {
    setBusy(true);
    setFailure(null);
    try {
      await removeFactor(factorId);
      showToast({ title: t('twoFactor.removed') });
      setConfirming(null);
      await onRemoved();
    } catch (caught) {
      setFailure(caught ?? {});
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-2">
      <h3 className="font-semibold text-stone-900">{t('twoFactor.factorsHeading')}</h3>
      <ul className="grid gap-2">
        {factors.map((factor) => {
          const name = factor.friendly_name || t('twoFactor.defaultName');
          return (
            <li key={factor.id} className="grid gap-2 rounded-md border border-stone-200 p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-stone-900">
                  {name}{' '}
                  {factor.status !== 'verified' && (
                    <span className="text-stone-600">{t('twoFactor.unverified')}</span>
                  )}
                </span>
                {confirming !== factor.id && (
                  <Button variant="secondary" size="sm" onClick={() => setConfirming(factor.id)}>
                    {t('twoFactor.remove')}
                  </Button>
                )}
              </div>
              {confirming === factor.id && (
                <div className="grid gap-2">
                  <p className="text-sm text-stone-700">{t('twoFactor.removeConfirm', { name })}</p>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      variant="destructive"
                      size="sm"
                      disabled={busy}
                      onClick={() => void remove(factor.id)}
                    >
                      {busy ? t('twoFactor.removing') : t('twoFactor.removeYes')}
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => setConfirming(null)}>
                      {t('twoFactor.cancel')}
                    </Button>
                  </div>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <FormAlert message={failure ? twoFactorErrorMessage(failure, t) : null} />
    </div>
  );
}
