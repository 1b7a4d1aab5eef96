import { publishedBySlugQueryOptions } from '@/lib/published-by-slug.ts';

/** The name fields and owner of a published creator by slug, for the claim page (SPEC §7). */
export function claimCreatorQueryOptions(slug: string) {
  const query = publishedBySlugQueryOptions(['creators', 'claim'], slug, (client, published) =>
    client
      .from('creators')
      .select('name_eng, name_lat, name_cyr, owner_user_id')
      .match(published)
      .maybeSingle(),
  );
  return { ...query, meta: { errorToast: false } };
}
