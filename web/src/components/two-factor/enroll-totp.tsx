import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { InputField } from '@/components/ui/field.tsx';
import { useTranslation } from '@/lib/use-translation.ts';
import { FormAlert } from '@/components/ui/form-alert.tsx';
import { QrCodeImage } from './qr-code-image.tsx';
import { TotpCodeForm } from './totp-code-form.tsx';
import { enrollTotp, removeFactor } from './two-factor-api.ts';
import { twoFactorErrorMessage } from './two-factor-error.ts';

const maxNameLength = 100;

interface EnrollTotpProps {
  onDone: () => Promise<void>;
  onCancel: () => Promise<void>;
}

/**
 * Adding an authenticator app: a name, then the QR code and the key as text,
 * confirmed with the app's first code (which also raises the session to aal2).
 * Cancelling removes the unconfirmed factor.
 */
export function EnrollTotp({ onDone, onCancel }: EnrollTotpProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [enrolled, setEnrolled] = useState<Awaited<ReturnType<typeof enrollTotp>> | null>(null);

  async function start(event: { preventDefault: () => void }) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      setEnrolled(await enrollTotp(name.trim() || t('twoFactor.defaultName')));
    } catch (caught) {
      setFailure(caught ?? {});
    } finally {
      setBusy(false);
    }
  }

  async function cancel() {
    if (enrolled) await removeFactor(enrolled.id).catch(() => undefined);
    await onCancel();
  }

  if (!enrolled) {
    return (
      <form noValidate onSubmit={(event) => void start(event)} className="grid gap-4">
        <InputField
          label={t('twoFactor.nameLabel')}
          value={name}
          maxLength={maxNameLength}
          autoComplete="off"
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <FormAlert message={failure ? twoFactorErrorMessage(failure, t) : null} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy}>
            {busy ? t('twoFactor.starting') : t('twoFactor.start')}
          </Button>
          <Button type="button" variant="ghost" onClick={() => void onCancel()}>
            {t('twoFactor.cancel')}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <div className="grid gap-4">
      <h3 className="font-semibold text-stone-900">{t('twoFactor.scanTitle')}</h3>
      <QrCodeImage dataUrl={enrolled.qrCode} label={t('twoFactor.qrAlt')} />
      <div className="grid gap-1">
        <p className="text-sm text-stone-700">{t('twoFactor.secretLabel')}</p>
        <code
          data-testid="totp-secret"
          className="break-all rounded bg-stone-100 px-2 py-1 font-mono text-sm text-stone-900"
        >
          {enrolled.secret}
        </code>
      </div>
      <TotpCodeForm
        factorId={enrolled.id}
        submitLabel={t('twoFactor.confirm')}
        onVerified={onDone}
      />
      <div>
        <Button type="button" variant="ghost" onClick={() => void cancel()}>
          {t('twoFactor.cancel')}
        </Button>
      </div>
    </div>
  );
}
