import { queryOptions } from '@tanstack/react-query';
import { read } from '@/lib/rest-client.ts';
import type { CreatorRow } from './creator-row.ts';

export type ClaimCreator = Pick<CreatorRow, 'name_eng' | 'name_lat' | 'name_cyr' | 'owner_user_id'>;

/** The name fields and owner of a published creator by slug, for the claim page (SPEC §7). */
export function claimCreatorQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['creators', 'claim', slug],
    meta: { errorToast: false },
    queryFn: async (): Promise<ClaimCreator | null> => {
      if (!slug) return null;
      return read((client) =>
        client
          .from('creators')
          .select('name_eng, name_lat, name_cyr, owner_user_id')
          .eq('slug', slug)
          .eq('status', 'published')
          .maybeSingle(),
      );
    },
  });
}
