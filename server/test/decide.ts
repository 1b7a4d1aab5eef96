import type { SupabaseClient } from '@supabase/supabase-js';
import type { ContentTable } from '../../domain/content-kinds.ts';

/**
 * An editor's decisions as the queue makes them (0700): read the version of
 * the item (its updated_at, through the editor's own client), then decide
 * naming that version. Answers supabase-js's `{ data, error }`.
 */

async function versionOf(client: SupabaseClient, table: string, id: string) {
  const { data } = await client.from(table).select('updated_at').eq('id', id).maybeSingle();
  const row = data as { updated_at?: string } | null;
  // An item the caller cannot read still gets a decision, which the database refuses.
  return row?.updated_at ?? new Date(0).toISOString();
}

export async function decideSubmission(
  client: SupabaseClient,
  table: ContentTable,
  id: string,
  decision: 'published' | 'rejected' | 'draft' | 'pending_review',
  note?: string,
) {
  return client.rpc('decide_submission', {
    target_table: table,
    row_id: id,
    decision,
    seen_updated_at: await versionOf(client, table, id),
    ...(note === undefined ? {} : { note }),
  });
}

export async function decideRevision(
  client: SupabaseClient,
  table: 'creator_revisions' | 'content_revisions',
  id: string,
  approve: boolean,
  reason?: string,
) {
  return client.rpc('decide_revision', {
    revision_table: table,
    revision_id: id,
    approve,
    seen_updated_at: await versionOf(client, table, id),
    ...(reason === undefined ? {} : { reason }),
  });
}

export async function decideClaim(
  client: SupabaseClient,
  id: string,
  approve: boolean,
  reason?: string,
) {
  return client.rpc('decide_claim', {
    claim_id: id,
    approve,
    seen_updated_at: await versionOf(client, 'creator_claims', id),
    ...(reason === undefined ? {} : { reason }),
  });
}
