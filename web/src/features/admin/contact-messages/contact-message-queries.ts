import { queryOptions } from '@tanstack/react-query';
import { throwIfError } from '@/lib/data-error.ts';
import type { Tables } from '@domain/database.types.ts';
import { supabase } from '@/lib/supabase-client.ts';
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
