import { publishedBySlugQueryOptions } from '@/lib/published-by-slug.ts';

/** The names of a published listing by slug and whether it waits for an owner, for the claim page. */
export function claimBusinessQueryOptions(slug: string) {
  const query = publishedBySlugQueryOptions(['businesses', 'claim'], slug, (client, published) =>
    client
      .from('businesses')
      .select('name_en, name_sr_cyrl, claimable')
      .match(published)
      .maybeSingle(),
  );
  return { ...query, meta: { errorToast: false } };
}
