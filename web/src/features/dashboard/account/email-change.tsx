import { useState } from 'react';
import type { User } from '@supabase/supabase-js';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';
import { supabase } from '@/lib/supabase-client.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { accountSectionClass } from './account-section.ts';
import { NonceField } from './nonce-field.tsx';
import { useCredentialChange } from './use-credential-change.ts';

/** A new address: the server confirms the change from both addresses. */
export function EmailChange({ user }: { user: User }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(null);
  const { proof, busy, change } = useCredentialChange(
    (nonce) =>
      supabase.auth.updateUser(
        { email: email.trim(), ...nonce },
        { emailRedirectTo: `${window.location.origin}/dashboard?tab=profile` },
      ),
    () => setSent(email.trim()),
  );

  return (
    <form className={accountSectionClass} onSubmit={(event) => void change(event)}>
      <h2 className="text-lg font-semibold text-stone-900">
        {t('submissions.dashboard.account.emailHeading')}
      </h2>
      <p className="text-sm text-stone-700">
        {t('submissions.dashboard.account.currentEmail', { email: user.email ?? '' })}
      </p>
      <label htmlFor="account-new-email" className="text-sm font-medium text-stone-800">
        {t('submissions.dashboard.account.newEmail')}
      </label>
      <Input
        id="account-new-email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      {proof.asked && (
        <NonceField id="account-email-code" value={proof.nonce} onChange={proof.setNonce} />
      )}
      <Button type="submit" disabled={busy || email.trim() === ''}>
        {t('submissions.dashboard.account.changeEmail')}
      </Button>
      {sent && (
        <p role="status" className="text-sm text-emerald-900">
          {t('submissions.dashboard.account.emailSent', { email: sent, current: user.email ?? '' })}
        </p>
      )}
    </form>
  );
}
