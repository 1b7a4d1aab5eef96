import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { supabase } from '@/lib/supabase-client.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { accountSectionClass, useAccountNotice } from './account-section.ts';
import { NonceField } from './nonce-field.tsx';
import { useCredentialChange } from './use-credential-change.ts';

export function PasswordChange() {
  const { t } = useTranslation();
  const notice = useAccountNotice();
  const [password, setPassword] = useState('');
  const { proof, busy, change } = useCredentialChange(
    (nonce) => supabase.auth.updateUser({ password, ...nonce }),
    () => {
      setPassword('');
      notice.saved(t('submissions.dashboard.account.passwordChanged'));
    },
  );

  return (
    <form className={accountSectionClass} onSubmit={(event) => void change(event)}>
      <h2 className="text-lg font-semibold text-stone-900">
        {t('submissions.dashboard.account.passwordHeading')}
      </h2>
      <label htmlFor="account-new-password" className="text-sm font-medium text-stone-800">
        {t('submissions.dashboard.account.newPassword')}
      </label>
      <Input
        id="account-new-password"
        type="password"
        autoComplete="new-password"
        required
        minLength={8}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {proof.asked && (
        <NonceField id="account-password-code" value={proof.nonce} onChange={proof.setNonce} />
      )}
      <Button type="submit" disabled={busy || password === ''}>
        {t('submissions.dashboard.account.changePassword')}
      </Button>
    </form>
  );
}
