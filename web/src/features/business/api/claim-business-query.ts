import { queryOptions } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types.ts';
import { rest } from '@/lib/rest-client.ts';
import { throwIfError } from '@/lib/data-error.ts';

export type ClaimBusiness = Pick<Tables<'businesses'>, 'name_en' | 'name_sr_cyrl' | 'claimable'>;

/** The names of a published listing by slug and whether it waits for an owner, for the claim page. */
export function claimBusinessQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['businesses', 'claim', slug],
    meta: { errorToast: false },
    queryFn: async (): Promise<ClaimBusiness | null> => {
      if (!slug) return null;
      const { data, error } = await (
        await rest()
      )
        .from('businesses')
        .select('name_en, name_sr_cyrl, claimable')
        .eq('slug', slug)
        .eq('status', 'published')
        .maybeSingle();
      throwIfError(error);
      return data;
    },
  });
}
