import { restErrorCodes } from '@domain/error-codes.ts';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import type { User } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase-client.ts';
import { useTranslation } from '@/lib/use-translation.ts';
import { useAccountNotice } from './account-section.ts';

/**
 * Deleting the account (delete_my_account, 0703): the member chooses what
 * happens to their published items and confirms by typing their address;
 * the deletion is one transaction, then the session ends.
 */
export function useDeleteAccount(user: User) {
  const { t } = useTranslation();
  const notice = useAccountNotice();
  const navigate = useNavigate();
  const [keep, setKeep] = useState(true);
  const [confirmation, setConfirmation] = useState('');
  const [busy, setBusy] = useState(false);
  const confirmed = confirmation.trim().toLowerCase() === (user.email ?? '').toLowerCase();

  async function remove(event: FormEvent) {
    event.preventDefault();
    if (!confirmed) return;
    setBusy(true);
    const { error } = await supabase.rpc('delete_my_account', {
      keep_published: keep,
      confirm_email: confirmation.trim(),
    });
    setBusy(false);
    if (error) {
      notice.failed(
        // 409: the last administrator (0703)
        error.code === restErrorCodes.conflict
          ? t('submissions.dashboard.account.lastAdmin')
          : t('submissions.failedDescription'),
      );
      return;
    }
    await supabase.auth.signOut({ scope: 'local' });
    notice.saved(t('submissions.dashboard.account.deleted'));
    await navigate('/');
  }

  return { keep, setKeep, confirmation, setConfirmation, busy, confirmed, remove };
}
