import type { AuthError } from '@supabase/supabase-js';
import { type FormEvent, useState } from 'react';
import { useAccountNotice } from './account-section.ts';
import { useAuthFailure, useReauthentication } from './use-reauthentication.ts';

/**
 * A change of address or password through PUT /user. When the server wants
 * a fresh proof of the owner, the first submit asks it to mail a code and
 * keeps what was typed; the next submit sends the code with the change.
 * `send` makes the call (with the nonce once asked), `done` runs on success.
 */
export function useCredentialChange(
  send: (proof: { nonce?: string }) => Promise<{ error: AuthError | null }>,
  done: () => void,
) {
  const notice = useAccountNotice();
  const failure = useAuthFailure();
  const proof = useReauthentication();
  const [busy, setBusy] = useState(false);

  async function change(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const { error } = await send(proof.asked ? { nonce: proof.nonce.trim() } : {});
    if (error?.code === 'reauthentication_needed' && !proof.asked) {
      const asked = await proof.ask();
      setBusy(false);
      if (asked) notice.failed(failure(asked.code));
      return;
    }
    setBusy(false);
    if (error) {
      notice.failed(failure(error.code));
      return;
    }
    done();
    proof.reset();
  }

  return { proof, busy, change };
}
