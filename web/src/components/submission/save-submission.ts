import { isUniqueViolation, throwIfError } from '@/lib/data-error.ts';
import { untypedClient } from '@/lib/untyped-client.ts';

// supabase-js loads on the first save or draft load, not with the form pages.
const client = async () => (await import('@/lib/supabase-client.ts')).supabase;

export type SubmissionTable = 'organizations' | 'events' | 'news' | 'memorials' | 'businesses';

/** What a save did: stored the row, or proposed changes to a published one. */
export type SaveOutcome = 'saved' | 'proposed';

/**
 * Inserts a new submission under `id`, made once per form instance, with
 * `return=minimal` (a pending row need not be readable back), or saves an
 * edited draft and sends it to review again, or, for a published row,
 * proposes the changes as a revision: the public row stays until an editor
 * approves it (0350). A second insert of the same id
 * (a double click, a retry after a lost answer) is the same submission:
 * the database refuses it as a unique violation and this counts it as done,
 * without a second notice. The editors are told by the database itself: the
 * insert, or the change of status, queues their notice (migration 0120), so
 * no `notify-editors-on-submission` call follows.
 */
export async function saveSubmission(
  table: SubmissionTable,
  row: Record<string, unknown>,
  id: string,
  editing: boolean,
): Promise<SaveOutcome> {
  const supabase = await client();
  const anyTable = untypedClient(supabase);
  if (editing) {
    const current = await supabase.from(table).select('status').eq('id', id).maybeSingle();
    throwIfError(current.error);
    if (current.data?.status === 'published') {
      const { error } = await anyTable.rpc('propose_content_revision', {
        target_table: table,
        row_id: id,
        changes: row,
      });
      throwIfError(error);
      return 'proposed';
    }
  }
  try {
    const { error } = editing
      ? await anyTable.from(table).update(row).eq('id', id)
      : await anyTable.from(table).insert({ id, ...row });
    throwIfError(error);
  } catch (error) {
    if (!editing && isUniqueViolation(error) && error.message.includes(`${table}_pkey`))
      return 'saved';
    throw error;
  }
  return 'saved';
}

/**
 * An own draft or rejected row to edit and resubmit, or an own published row
 * to propose changes to (the dashboard's edit action), else null.
 */
export async function loadOwnDraft(
  table: SubmissionTable,
  id: string,
): Promise<Record<string, unknown> | null> {
  const supabase = await client();
  const { data, error } = await supabase.from(table).select('*').eq('id', id).maybeSingle();
  throwIfError(error);
  return data && ['draft', 'rejected', 'published'].includes(data.status) ? data : null;
}
