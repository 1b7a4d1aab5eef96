import { queryOptions } from '@tanstack/react-query';
import { read } from '@/lib/rest-client.ts';

/** An approved condolence as the memorial page shows it. */
export interface ShownCondolence {
  id: string;
  author_name: string;
  relation: string | null;
  message: string;
  /** The language it was written in (0902); null for an older one of unknown language. */
  language: 'en' | 'sr_latin' | 'sr_cyrillic' | null;
  created_at: string;
}

/** Approved condolences of a memorial, newest first (the memorial's submitter reads pending ones too, so the status is asked for). */
export function condolencesQueryOptions(memorialId: string) {
  return queryOptions({
    queryKey: ['condolences', memorialId],
    queryFn: (): Promise<ShownCondolence[]> =>
      read((client) =>
        client
          .from('memorial_condolences')
          .select('id, author_name, relation, message, language, created_at')
          .eq('memorial_id', memorialId)
          .eq('status', 'approved')
          .order('created_at', { ascending: false })
          .limit(500),
      ),
  });
}

/** How many candles were lit for a memorial (0 before the first). */
export function candleCountQueryOptions(memorialId: string) {
  return queryOptions({
    queryKey: ['candles', memorialId],
    queryFn: async (): Promise<number> => {
      const data = await read((client) =>
        client
          .from('memorial_candles')
          .select('candle_count')
          .eq('memorial_id', memorialId)
          .maybeSingle(),
      );
      return data?.candle_count ?? 0;
    },
  });
}
