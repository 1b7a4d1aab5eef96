import { queryOptions } from '@tanstack/react-query';
import type { Json } from '@domain/database.types.ts';
import { throwIfError } from '@/lib/data-error.ts';
import type { Tables } from '@domain/database.types.ts';
import { supabase } from '@/lib/supabase-client.ts';
import type { BulkAnswer } from '../moderation/bulk-refusals.ts';
import { queueFreshness } from '../moderation/moderation-queries.ts';

/** A message from the contact page as editors see it (RLS: editors and admins only). */
export type ContactMessageRow = Pick<
  Tables<'contact_messages'>,
  | 'id'
  | 'full_name'
  | 'email'
  | 'subject'
  | 'message'
  | 'language'
  | 'created_at'
  | 'status'
  | 'handled_note'
  | 'handled_at'
>;

export type ContactMessageFilter = 'open' | 'handled' | 'all';

/** The newest messages first, at most 200 (older ones go with the retention purge). */
export function contactMessagesQueryOptions(filter: ContactMessageFilter) {
  return queryOptions({
    ...queueFreshness,
    queryKey: ['moderation', 'contact_messages', 'rows', filter],
    queryFn: async (): Promise<ContactMessageRow[]> => {
      let query = supabase
        .from('contact_messages')
        .select(
          'id, full_name, email, subject, message, language, created_at, status, handled_note, handled_at',
        );
      if (filter !== 'all') query = query.eq('status', filter);
      const { data, error } = await query.order('created_at', { ascending: false }).limit(200);
      throwIfError(error);
      return data;
    },
  });
}

/** How many messages nobody has handled yet (the tab's count). */
export function openContactMessagesCountQueryOptions() {
  return queryOptions({
    ...queueFreshness,
    queryKey: ['moderation', 'contact_messages', 'count'],
    queryFn: async (): Promise<number> => {
      const { count, error } = await supabase
        .from('contact_messages')
        .select('id', { count: 'exact', head: true })
        .eq('status', 'open');
      throwIfError(error);
      return count ?? 0;
    },
  });
}

/** Marks a message handled (with an optional note) or reopens it; the database records who and when. */
export async function setContactMessageStatus(
  id: string,
  status: 'open' | 'handled',
  note?: string,
) {
  const change = status === 'handled' ? { status, handled_note: note || null } : { status };
  const { error, count } = await supabase
    .from('contact_messages')
    .update(change, { count: 'exact' })
    .eq('id', id);
  throwIfError(error);
  if (count === 0) throw new Error('The message is gone');
}

/** The most messages one bulk call changes (handle_contact_messages' own bound). */
export const maxBulkMessages = 50;

export type ContactMessageBulkAction = 'handled' | 'open' | 'delete';

/**
 * Marks several messages handled (one optional note), reopens or deletes
 * them (handle_contact_messages, decision 034); each names the state the
 * list showed and is answered on its own (409 when another editor changed
 * it first, 404 when it is gone).
 */
export async function handleContactMessages(
  rows: Pick<ContactMessageRow, 'id' | 'status'>[],
  action: ContactMessageBulkAction,
  note?: string,
): Promise<BulkAnswer[]> {
  const messages = rows.map((row) => ({ id: row.id, seen_status: row.status }));
  const { data, error } = await supabase.rpc('handle_contact_messages', {
    messages: messages as unknown as Json,
    action,
    ...(note ? { note } : {}),
  });
  throwIfError(error);
  return Array.isArray(data) ? (data as unknown as BulkAnswer[]) : [];
}
