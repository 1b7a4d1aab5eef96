import { restErrorCodes } from '@domain/error-codes.ts';
import { queryOptions } from '@tanstack/react-query';
import { read } from '@/lib/rest-client.ts';

/**
 * "I’m going" (migration 0751): the public count of a published event, whether
 * the signed-in member is going (RLS shows them only their own row), and, for
 * the event's author and the editors, who is going.
 */

export const goingKeys = {
  count: (eventId: string) => ['event-going', eventId, 'count'] as const,
  mine: (eventId: string, userId: string) => ['event-going', eventId, 'mine', userId] as const,
  list: (eventId: string) => ['event-going', eventId, 'list'] as const,
};

export function goingCountQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: goingKeys.count(eventId),
    queryFn: async (): Promise<number> =>
      (await read((client) => client.rpc('event_going_count', { event: eventId }))) ?? 0,
  });
}

export function myGoingQueryOptions(eventId: string, userId: string) {
  return queryOptions({
    queryKey: goingKeys.mine(eventId, userId),
    queryFn: async (): Promise<boolean> => {
      const row = await read((client) =>
        client
          .from('event_rsvps')
          .select('event_id')
          .eq('event_id', eventId)
          .eq('user_id', userId)
          .maybeSingle(),
      );
      return row !== null;
    },
  });
}

export interface GoingPerson {
  name: string | null;
  going_since: string;
}

export function goingListQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: goingKeys.list(eventId),
    queryFn: (): Promise<GoingPerson[]> =>
      read((client) => client.rpc('event_going_list', { event: eventId })),
  });
}

/** Says or takes back "I'm going" for the signed-in member (supabase-js loads only now). */
export async function setGoing(eventId: string, going: boolean): Promise<void> {
  const { supabase } = await import('@/lib/supabase-client.ts');
  const { error } = going
    ? await supabase.from('event_rsvps').insert({ event_id: eventId })
    : await supabase.from('event_rsvps').delete().eq('event_id', eventId);
  // Saying it twice (another tab) leaves the member going: not an error for them.
  if (error && !(going && error.code === restErrorCodes.uniqueViolation)) throw error;
}
