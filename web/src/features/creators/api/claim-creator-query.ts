import { queryOptions } from '@tanstack/react-query';
import { rest } from '@/lib/rest-client.ts';
import type { CreatorRow } from './creator-row.ts';
import { throwIfError } from '@/lib/data-error.ts';

export type ClaimCreator = Pick<CreatorRow, 'name_eng' | 'name_lat' | 'name_cyr' | 'owner_user_id'>;

/** The name fields and owner of a published creator by slug, for the claim page (SPEC §7). */
export function claimCreatorQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['creators', 'claim', slug],
    meta: { errorToast: false },
    queryFn: async (): Promise<ClaimCreator | null> => {
      if (!slug) return null;
      const { data, error } = await (
        await rest()
      )
        .from('creators')
        .select('name_eng, name_lat, name_cyr, owner_user_id')
        .eq('slug', slug)
        .eq('status', 'published')
        .maybeSingle();
      throwIfError(error);
      return data;
    },
  });
}
