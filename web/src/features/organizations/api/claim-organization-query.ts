import { queryOptions } from '@tanstack/react-query';
import { read } from '@/lib/rest-client.ts';

type ClaimedOrganization = {
  id: string;
  name_en: string;
  name_sr_cyrl: string | null;
  claimable: boolean;
};

/**
 * A published organization by slug, with whether it can be claimed (it has
 * no admins, organization_claimable in 0831), for the claim page and the
 * organization's page. Null when there is none.
 */
export function claimOrganizationQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['organizations', 'claim', slug],
    queryFn: async (): Promise<ClaimedOrganization | null> => {
      if (!slug) return null;
      const row = await read((client) =>
        client
          .from('organizations')
          .select('id, name_en, name_sr_cyrl')
          .match({ slug, status: 'published' })
          .maybeSingle(),
      );
      if (!row) return null;
      const claimable = await read((client) =>
        client.rpc('organization_claimable', { organization: row.id }),
      );
      return { ...row, claimable: claimable === true };
    },
    meta: { errorToast: false },
  });
}
