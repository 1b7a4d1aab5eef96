import { queryOptions } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types.ts';
import { read } from '@/lib/rest-client.ts';

export type ClaimBusiness = Pick<Tables<'businesses'>, 'name_en' | 'name_sr_cyrl' | 'claimable'>;

/** The names of a published listing by slug and whether it waits for an owner, for the claim page. */
export function claimBusinessQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['businesses', 'claim', slug],
    meta: { errorToast: false },
    queryFn: async (): Promise<ClaimBusiness | null> => {
      if (!slug) return null;
      return read((client) =>
        client
          .from('businesses')
          .select('name_en, name_sr_cyrl, claimable')
          .eq('slug', slug)
          .eq('status', 'published')
          .maybeSingle(),
      );
    },
  });
}
