import { supabase } from '@/lib/supabase-client.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useState } from 'react';

/** The code the server mails when a change needs a fresh proof of the owner (GET /reauthenticate). */
export function useReauthentication() {
  const [asked, setAsked] = useState(false);
  const [nonce, setNonce] = useState('');
  async function ask() {
    const { error } = await supabase.auth.reauthenticate();
    if (!error) setAsked(true);
    return error;
  }
  return { asked, nonce, setNonce, ask, reset: () => (setAsked(false), setNonce('')) };
}

/** What the server's refusal means for the member. */
export function useAuthFailure() {
  const { t } = useTranslation();
  return (code: string | undefined) => {
    if (code === 'reauthentication_not_valid')
      return t('submissions.dashboard.account.codeInvalid');
    if (code === 'insufficient_aal') return t('submissions.dashboard.account.needsTwoStep');
    if (code === 'email_exists') return t('submissions.dashboard.account.emailTaken');
    if (code === 'weak_password') return t('submissions.dashboard.account.weakPassword');
    if (code === 'same_password') return t('submissions.dashboard.account.samePassword');
    if (code === 'over_email_send_rate_limit' || code === 'over_request_rate_limit')
      return t('submissions.dashboard.account.tooSoon');
    return t('submissions.failedDescription');
  };
}
