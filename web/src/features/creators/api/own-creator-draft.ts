import type { CreatorSubmission } from '@domain/creator-schemas.ts';
import type { Tables } from '@domain/database.types.ts';
import { DataError, dataOf, throwIfError } from '@/lib/data-error.ts';

// supabase-js loads on the first call, not with the form page.
const client = async () => (await import('@/lib/supabase-client.ts')).supabase;

/**
 * The signed-in person's own creator profile to edit: a draft, or a
 * published profile (whose edit becomes a revision for editors), else null.
 */
export async function loadOwnCreatorDraft(id: string): Promise<Tables<'creators'> | null> {
  const supabase = await client();
  const data = await dataOf(supabase.from('creators').select('*').eq('id', id).maybeSingle());
  return data && (data.status === 'draft' || data.status === 'published') ? data : null;
}

/**
 * Saves the owner's edited draft and sends it to review again (the dashboard's
 * edit). RLS allows an owner to update only a draft and only into draft or
 * pending_review; the database then queues the editors' notice.
 */
export async function saveOwnCreatorDraft(id: string, input: CreatorSubmission): Promise<void> {
  const { consent: _consent, honeypot: _honeypot, ...fields } = input;
  const row = Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, value === '' ? null : value]),
  );
  const supabase = await client();
  const current = await supabase.from('creators').select('status').eq('id', id).maybeSingle();
  throwIfError(current.error);
  if (current.data?.status === 'published') {
    // A published profile stays public: the edit waits for an editor (0273).
    const { error } = await supabase.rpc('propose_creator_revision', {
      creator_id: id,
      changes: row,
    });
    throwIfError(error);
    return;
  }
  const { error, count } = await (
    await client()
  )
    .from('creators')
    .update({ ...row, status: 'pending_review' }, { count: 'exact' })
    .eq('id', id);
  throwIfError(error);
  if (count === 0) throw new DataError('not_a_draft', 'The profile is no longer a draft');
}
