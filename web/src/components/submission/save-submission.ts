import { restErrorCodes } from '@domain/error-codes.ts';
import type { SubmissionTable } from '@domain/content-kinds.ts';
import type { ContentLanguage } from '@domain/content-language.ts';
import { DataError, isUniqueViolation, throwIfError } from '@/lib/data-error.ts';
import { untypedClient } from '@/lib/untyped-client.ts';

// supabase-js loads on the first save or draft load, not with the form pages.
const client = async () => (await import('@/lib/supabase-client.ts')).supabase;

export type { SubmissionTable } from '@domain/content-kinds.ts';

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
  /** The `updated_at` of the stored row this edit started from (loadOwnDraft). */
  seenVersion?: string,
  /**
   * The language the form was filled in: the author's mail about this
   * submission is in it unless they chose a mail language (0871).
   */
  language?: ContentLanguage,
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
  const stored = language ? { ...row, submission_language: language } : row;
  if (editing && seenVersion) {
    await saveUnlessNewer(table, stored, id, seenVersion);
    return 'saved';
  }
  try {
    const { error } = editing
      ? await anyTable.from(table).update(stored).eq('id', id)
      : await anyTable.from(table).insert({ id, ...stored });
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

/**
 * Saves an edit only over the version it started from: a save from another
 * tab or device in between leaves the row as it is and throws a DataError
 * PT409 whose details carry the newer version's `updated_at`, so the form
 * keeps what was typed and says so (savedElsewhere).
 */
async function saveUnlessNewer(
  table: SubmissionTable,
  row: Record<string, unknown>,
  id: string,
  seenVersion: string,
) {
  const anyTable = untypedClient(await client());
  const { error, count } = await anyTable
    .from(table)
    .update(row, { count: 'exact' })
    .eq('id', id)
    .eq('updated_at', seenVersion);
  throwIfError(error);
  if (count !== 0) return;
  const { data, error: readError } = await anyTable
    .from(table)
    .select('updated_at')
    .eq('id', id)
    .maybeSingle();
  throwIfError(readError);
  const stored = data as { updated_at?: string } | null;
  if (stored?.updated_at && stored.updated_at !== seenVersion)
    throw new DataError(
      restErrorCodes.conflict,
      'The item was saved elsewhere since this edit began.',
      JSON.stringify({ at: stored.updated_at }),
    );
  throw new Error('No row was updated');
}

/** The newer version's time when a save was refused as stale (saveUnlessNewer), else null. */
export function savedElsewhereAt(error: unknown): string | null {
  if (!(error instanceof DataError) || error.code !== restErrorCodes.conflict) return null;
  try {
    const at = (JSON.parse(error.details ?? '{}') as { at?: unknown }).at;
    return typeof at === 'string' ? at : null;
  } catch {
    return null;
  }
}
