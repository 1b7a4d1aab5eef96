import type { CreatorSubmission } from '@domain/creator-schemas.ts';
import { isUniqueViolation, throwIfError } from '@/lib/data-error.ts';
import { invokeFunction } from '@/lib/invoke-function.ts';

/**
 * Inserts a public submission (SPEC §7: form fields minus honeypot and
 * consent, pending_review, not verified) under `id`, made once per form
 * instance, since a visitor cannot read the pending row back; then asks for
 * the confirmation email (best effort). The insert itself queues the
 * editors' notice (migration 0120), so no editors' hint follows. The same id sent
 * again (a double click, a retry) is the same submission: done, no second mail.
 */
export async function submitCreator(
  input: CreatorSubmission,
  ownerUserId: string | null,
  id: string,
) {
  const { consent: _consent, honeypot: _honeypot, ...fields } = input;
  const row = Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, value === '' ? null : value]),
  );
  const { supabase } = await import('@/lib/supabase-client.ts');
  const { error } = await supabase.from('creators').insert({
    ...row,
    id,
    status: 'pending_review',
    verified: false,
    owner_user_id: ownerUserId,
  });
  try {
    throwIfError(error);
  } catch (failure) {
    if (isUniqueViolation(failure) && (failure as Error).message.includes('creators_pkey')) return;
    throw failure;
  }
  const name = input.name_eng || input.name_lat || input.name_cyr;
  try {
    await invokeFunction('send-creator-verification', { email: input.email_public, name });
  } catch (failure) {
    console.error('Creator follow-up failed', failure);
  }
}
